import { isbot } from 'isbot';
import type { Device } from '../../store/types.ts';

/** What the audience counts keep of a User-Agent: whether it is a robot, and phone or desktop. */
export interface UserAgentClass {
  readonly robot: boolean;
  readonly device: Device;
}

// Phones say "Mobi" (most), or are an iPhone, iPod or Windows Phone; a
// tablet (an iPad, an Android without "Mobile") counts as a desktop: its
// pages are laid out as on one.
const PHONE = /Mobi|iPhone|iPod|Windows Phone/;
const CACHE_SIZE = 2_000;

const cache = new Map<string, UserAgentClass>();
const NO_AGENT: UserAgentClass = { robot: true, device: 'desktop' };

/**
 * The User-Agent's class, remembered: a browser sends the same string on
 * every request, and isbot's expression costs microseconds a call. The
 * cache starts over when full, so a flood of made-up strings costs memory
 * for 2,000 of them at most. No User-Agent at all is a script, not a visitor.
 */
export function classifyUserAgent(userAgent: string | undefined): UserAgentClass {
  if (!userAgent) return NO_AGENT;
  let known = cache.get(userAgent);
  if (known === undefined) {
    if (cache.size >= CACHE_SIZE) cache.clear();
    known = { robot: isbot(userAgent), device: PHONE.test(userAgent) ? 'phone' : 'desktop' };
    cache.set(userAgent, known);
  }
  return known;
}
