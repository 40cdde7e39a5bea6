/**
 * The icons the site uses, from Tabler's MIT set, imported one by one so the
 * bundle only holds these. Icons are decorative: the link or button around
 * them carries the accessible name.
 */
export {
  IconAlertTriangle,
  IconArrowLeft,
  IconArrowRight,
  IconBrandApple,
  IconBrandDiscord,
  IconBrandGithub,
  IconBrandGooglePlay,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBriefcase,
  IconCalendarEvent,
  IconCircleCheck,
  IconDownload,
  IconExternalLink,
  IconFolder,
  IconInfoCircle,
  IconMail,
  IconMapSearch,
  IconMenu2,
  IconPhone,
  IconPrinter,
  IconX,
} from '@tabler/icons-react';
