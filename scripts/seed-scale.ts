// `npm run seed:scale`: an empty database seeded at benchmark scale (DESIGN §1:
// ~1,000 home centers, ~100,000 listings). Point it at its own data folder:
//   DATA_DIR=./data-scale npm run seed:scale
// or at a PostgreSQL database with DATABASE_URL.
import { openDatabase } from '../server/db/client.ts';
import { isSeeded, seedDatabase } from '../server/db/seed/seed.ts';
import { ConfigError, loadConfig } from '../server/env.ts';

const DEALERS = 1_000;
const LISTINGS = 100_000;

try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    if (await isSeeded(database.db)) {
      console.error(
        'This database is already seeded. Use an empty DATA_DIR (or database) for the scale seed.',
      );
      process.exitCode = 1;
    } else {
      console.log(`Seeding ${DEALERS} home centers and ${LISTINGS} listings…`);
      const report = await seedDatabase(database.db, { dealers: DEALERS, listings: LISTINGS });
      console.log(report);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
