import { INQUIRY_STATUSES, type Inquiry, type InquiryStatus } from './inquiry-store.ts';

/** An `inquiries` row as both engines return it (SQLite: text dates, 0/1). */
export interface InquiryRow {
  id: string;
  created_at: string | Date;
  last_contact_at: string | Date;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  offer: string | null;
  budget: string | null;
  message: string;
  verified: number | boolean;
  page: string | null;
  status: string;
  answered_at: string | Date | null;
}

export function inquiryOfRow(row: InquiryRow): Inquiry {
  return {
    id: row.id,
    createdAt: new Date(row.created_at),
    lastContactAt: new Date(row.last_contact_at),
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    offer: row.offer,
    budget: row.budget,
    message: row.message,
    verified: row.verified === true || row.verified === 1,
    page: row.page,
    status: (INQUIRY_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as InquiryStatus)
      : 'new',
    answeredAt: row.answered_at === null ? null : new Date(row.answered_at),
  };
}
