// What the home account offers, said the same way wherever it is said (the
// portal landing, a portal page before signing in): each is a portal page.
export const ACCOUNT_OFFERS = [
  {
    title: 'A planner with your progress',
    text: 'Budget, land, the home you want and every step from first look to move-in, marked off as you go.',
    path: '/portal/planner',
  },
  {
    title: 'Homes picked for you',
    text: 'Floor plans that fit your bedrooms, baths and budget, near your land or your home center.',
    path: '/portal/homes-for-you',
  },
  {
    title: 'One message to your home center',
    text: 'When you are ready, send your plan to the people who will build your home, and hear back the way you like.',
    path: '/portal',
  },
] as const;
