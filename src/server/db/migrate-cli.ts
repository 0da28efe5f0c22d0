import { openDatabaseForCommand } from './command-database';

// `npm run db:migrate`: run while the server is stopped (the DATA_DIR lock says so if it is not).
const { close } = await openDatabaseForCommand();
await close();
console.log('Migrations applied.');
