// A home center as a buyer tells them apart: its name and where it is, the
// town said once ("Oak Creek Homes of Knoxville, TN", not "…of Knoxville,
// Knoxville, TN"; issue 11).
export function homeCenterName(center: { name: string; city: string; state: string }): string {
  const named = center.city && center.name.toLowerCase().includes(center.city.toLowerCase());
  return named
    ? `${center.name}, ${center.state}`
    : `${center.name}, ${center.city}, ${center.state}`;
}
