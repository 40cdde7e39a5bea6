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
const NO_AGENT: UserAgentClass = { robot: true, device: 'desktop' };

/** The User-Agent's class. No User-Agent at all is a script, not a visitor. */
export function classifyUserAgent(userAgent: string | undefined): UserAgentClass {
  if (!userAgent) return NO_AGENT;
  return { robot: isbot(userAgent), device: PHONE.test(userAgent) ? 'phone' : 'desktop' };
}
