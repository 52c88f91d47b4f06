// Word lists for fictional names. Plain data, kept apart so the generators read as logic.

/** Trees, places and virtues, the way home builders name floor plans. */
// prettier-ignore
export const MODEL_NAMES = [
  'Magnolia', 'Hawthorne', 'Willow', 'Aspen', 'Cypress', 'Juniper', 'Sycamore', 'Birch',
  'Cedar', 'Laurel', 'Linden', 'Dogwood', 'Redbud', 'Hickory', 'Chestnut', 'Sequoia',
  'Hemlock', 'Alder', 'Poplar', 'Sassafras', 'Buckeye', 'Mulberry', 'Persimmon', 'Pecan',
  'Live Oak', 'Red Maple', 'Sweetgum', 'Tupelo', 'Catalpa', 'Juniper Ridge', 'Savannah',
  'Charleston', 'Asheville', 'Cumberland', 'Shenandoah', 'Brookhaven', 'Chattanooga',
  'Smoky Ridge', 'Blue Ridge', 'Piedmont', 'Ozark', 'Brazos', 'Pecos', 'Sabine', 'Caddo',
  'Tennessee', 'Carolina', 'Biscayne', 'Sandpiper', 'Palmetto', 'Gulf Breeze', 'Bayou',
  'Cimarron', 'Red River', 'Harpeth', 'Clinch', 'Holston', 'French Broad', 'Big Sky',
  'Prairie Wind', 'Mesa', 'Sedona', 'Durango', 'Santa Fe', 'Lone Star', 'Hill Country',
  'Harmony', 'Liberty', 'Grace', 'Serenity', 'Providence', 'Legacy', 'Heritage', 'Freedom',
  'Hope', 'Patience', 'Unity', 'Victory', 'Destiny', 'Tranquility', 'Triumph', 'Summit',
  'Pinnacle', 'Keystone', 'Cornerstone', 'Homestead', 'Hearthside', 'Meadowbrook',
  'Stonebridge', 'Fox Run', 'Deer Creek', 'Eagle Point', 'Bluebonnet', 'Wildflower',
  'Sunflower', 'Honeysuckle', 'Bramble', 'Thistle', 'Wren', 'Cardinal', 'Whippoorwill',
] as const;

// prettier-ignore
export const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David',
  'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas',
  'Sarah', 'Charles', 'Karen', 'Christopher', 'Lisa', 'Daniel', 'Nancy', 'Matthew', 'Betty',
  'Anthony', 'Sandra', 'Mark', 'Ashley', 'Donald', 'Kimberly', 'Steven', 'Emily', 'Andrew',
  'Donna', 'Joshua', 'Michelle', 'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Melissa',
  'Timothy', 'Deborah', 'Ronald', 'Stephanie', 'Jason', 'Rebecca', 'Jeffrey', 'Laura',
  'Ryan', 'Cynthia', 'Jacob', 'Amy', 'Gary', 'Angela', 'Nicholas', 'Shirley', 'Eric',
  'Brenda', 'Jonathan', 'Pamela', 'Larry', 'Nicole', 'Justin', 'Katherine', 'Scott',
  'Virginia', 'Brandon', 'Rachel', 'Benjamin', 'Heather', 'Samuel', 'Tammy', 'Gregory',
  'Denise', 'Wesley', 'Crystal', 'Travis', 'Tonya', 'Dustin', 'Brandy', 'Cody', 'Misty',
  'Marcus', 'LaToya', 'Andre', 'Keisha', 'Luis', 'Maria', 'Carlos', 'Rosa', 'Miguel',
  'Guadalupe', 'Jose', 'Ana', 'Hector', 'Yolanda', 'Minh', 'Mai', 'Darnell', 'Shanice',
  'Wyatt', 'Kaylee', 'Bobby', 'Loretta', 'Clint', 'Darlene', 'Earl', 'Bonnie', 'Dale',
  'Wanda', 'Ricky', 'Peggy', 'Terry', 'Sherry', 'Randy', 'Rhonda',
] as const;

// prettier-ignore
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez',
  'Martinez', 'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore',
  'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill',
  'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell',
  'Carter', 'Roberts', 'Phillips', 'Evans', 'Turner', 'Parker', 'Collins', 'Edwards',
  'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Cooper', 'Peterson', 'Reed',
  'Bailey', 'Bell', 'Howard', 'Ward', 'Cox', 'Richardson', 'Wood', 'Watson', 'Brooks',
  'Bennett', 'Gray', 'James', 'Hughes', 'Price', 'Sanders', 'Myers', 'Long', 'Ross',
  'Foster', 'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan', 'Fisher', 'Hamilton',
  'Graham', 'Wallace', 'Alvarez', 'Castillo', 'Mendoza', 'Vargas', 'Ramos', 'Guerrero',
  'Tucker', 'Hensley', 'Pruitt', 'McCoy', 'Whitaker', 'Blevins', 'Childress', 'Bowman',
  'Hatfield', 'Caldwell', 'Dupree', 'Boudreaux', 'Thibodeaux', 'Landry', 'Broussard',
  'Holloway', 'Gentry', 'Shelton', 'Pickett', 'Crabtree', 'Tran', 'Pham', 'Yazzie', 'Begay',
] as const;

/** Street names for home-center lots: highways and commercial roads. */
// prettier-ignore
export const LOT_STREETS = [
  'Highway 70 W', 'Industrial Park Rd', 'E Main St', 'US-19 N', 'Commerce Dr',
  'Old National Pike', 'Highway 31 S', 'Broadway Ave', 'N Frontage Rd', 'State Route 9',
  'W Loop 289', 'Veterans Pkwy', 'Airport Rd', 'Business 59', 'Interstate Dr',
  'Clinton Hwy', 'Lee Hwy', 'Dixie Hwy', 'Lincoln Way E', 'Tamiami Trl',
  'Jefferson Davis Pkwy', 'Route 66 E', 'Bypass Rd', 'Crossroads Blvd', 'Market St',
] as const;

/** Rural road names for land listings. */
// prettier-ignore
export const RURAL_ROADS = [
  'Old Mill Rd', 'Cedar Ridge Rd', 'Pine Hollow Ln', 'County Road 112', 'Turkey Creek Rd',
  'Harmony Church Rd', 'Rattlesnake Ridge Rd', 'Sulphur Springs Rd', 'Fox Hollow Rd',
  'Piney Grove Rd', 'Bethel Church Rd', 'Possum Trot Rd', 'Walnut Grove Ln', 'Dry Creek Rd',
  'Sandy Bottom Rd', 'Hickory Flat Rd', 'Bluebird Ln', 'Persimmon Tree Rd', 'Mockingbird Ln',
  'Stage Coach Rd', 'Ridgeview Dr', 'Cotton Gin Rd', 'Farm to Market 2280', 'Ranch Road 12',
] as const;

export const SECONDARY_TITLES = ['Finance Specialist', 'Lot Attendant'] as const;
