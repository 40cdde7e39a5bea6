import { cpSync, rmSync } from 'node:fs';

// tsc compiles the server into build/ but copies no .sql file: the migrations
// must sit beside the compiled store (src/store/migrations.ts finds
// them relative to itself). The copy replaces the folder: no file of an
// older layout stays behind.
rmSync('build/store/migrations', { recursive: true, force: true });
cpSync('src/store/migrations', 'build/store/migrations', { recursive: true });
