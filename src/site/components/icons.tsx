/**
 * The icons the site uses, from Tabler's MIT set, imported one by one so the
 * bundle only holds these. Icons are decorative: the link or button around
 * them carries the accessible name.
 */
export {
  IconAccessible,
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
  IconCalendarTime,
  IconCertificate,
  IconCircleCheck,
  IconDeviceDesktop,
  IconDownload,
  IconExternalLink,
  IconFolder,
  IconId,
  IconInfoCircle,
  IconMail,
  IconMapSearch,
  IconMenu2,
  IconMoon,
  IconPhone,
  IconPrinter,
  IconReceiptEuro,
  IconSchool,
  IconSun,
  IconX,
} from '@tabler/icons-react';
