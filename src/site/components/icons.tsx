/**
 * The icons the site uses, from Tabler's MIT set, imported one by one so the
 * bundle only holds these. Icons are decorative: the link or button around
 * them carries the accessible name.
 */
export {
  IconArrowLeft,
  IconBrandApple,
  IconBrandDiscord,
  IconBrandGithub,
  IconBrandGooglePlay,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBriefcase,
  IconCalendarEvent,
  IconDownload,
  IconExternalLink,
  IconFolder,
  IconMail,
  IconMenu2,
  IconPhone,
  IconX,
} from '@tabler/icons-react';
