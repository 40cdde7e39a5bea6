import { cpSync } from 'node:fs';

// tsc compiles the server into build/ but copies no .sql file: the migrations
// must sit beside the compiled store (src/store/migrations.ts finds
// them relative to itself).
cpSync('src/store/migrations', 'build/store/migrations', { recursive: true });
