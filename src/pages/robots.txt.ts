import type { APIRoute } from 'astro';
import { readBuildEnv } from '../../scripts/build-env.ts';
import { robotsTxt } from '../../scripts/seo/site-files.ts';

export const GET: APIRoute = () => new Response(robotsTxt(readBuildEnv(process.env)));
