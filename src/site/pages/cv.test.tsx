import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cvProfile } from '../../content/cv-profile.ts';
import { inquiryForm } from '../../content/inquiry.ts';
import { missionSubject } from '../../content/mission.ts';
import { formatDayRate } from '../../content/prices.ts';
import { formatLongDate } from '../../shared/french-format.ts';
import InquiryFormBody from '../components/inquiry-form-body.tsx';
import { paths } from '../paths.ts';
import { exactText } from '../test-setup.ts';
import CvPage from './cv.tsx';

/** Noon, local time, `shift` days from the content's availability date. */
function aroundAvailability(shift: number): Date {
  const [year = 0, month = 1, day = 1] = cvProfile.availability.from.split('-').map(Number);
  return new Date(year, month - 1, day + shift, 12);
}

function renderCv() {
  render(<CvPage />);
}

describe('the CV for a buyer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('states the availability date before it, then « dès maintenant » from that day on', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(aroundAvailability(-1));
    renderCv();
    const dated = `Disponible à partir du ${formatLongDate(cvProfile.availability.from)}.`;
    expect(screen.getByText(dated, exactText)).toBeInTheDocument();
    expect(screen.queryByText('Disponible dès maintenant.')).not.toBeInTheDocument();

    for (const shift of [0, 40]) {
      cleanup();
      vi.setSystemTime(aroundAvailability(shift));
      renderCv();
      expect(screen.getByText('Disponible dès maintenant.', exactText)).toBeInTheDocument();
      expect(screen.queryByText(dated, exactText)).not.toBeInTheDocument();
      expect(screen.getByText(formatDayRate(), exactText)).toBeInTheDocument();
    }
  });

  it('« Me proposer une mission » opens the quote form with the mission chosen', () => {
    renderCv();
    for (const term of cvProfile.workTerms) {
      expect(screen.getByText(term, { exact: false })).toBeInTheDocument();
    }
    const link = screen.getByRole('link', { name: 'Me proposer une mission' });
    // The link loads /Contact, whose form reads the subject from the address.
    const href = link.getAttribute('href') ?? '';
    cleanup();
    window.history.replaceState(null, '', href);
    render(<InquiryFormBody pathname={paths.contact} />);
    const subject = screen.getByLabelText(inquiryForm.labels.offer);
    expect(subject).toHaveValue(missionSubject.value);
    expect(screen.getByRole('option', { name: missionSubject.label, selected: true })).toBe(
      screen.getByRole('option', { name: missionSubject.label }),
    );
  });
});
