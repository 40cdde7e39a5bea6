import { cpSync } from 'node:fs';

// tsc compiles the server into build/ but copies no .sql file: the migrations
// must sit beside the compiled store (src/server/store/migrations.ts finds
// them relative to itself).
cpSync('src/server/store/migrations', 'build/server/store/migrations', { recursive: true });
