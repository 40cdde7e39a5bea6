import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { availabilityText, cvProfile } from '../../content/cv-profile.ts';
import { inquiryForm } from '../../content/inquiry.ts';
import { missionSubject } from '../../content/mission.ts';
import { formatDayRate } from '../../content/prices.ts';
import InquiryFormBody from '../components/inquiry-form-body.tsx';
import { paths } from '../paths.ts';
import { exactText } from '../test-setup.ts';
import CvPage from './cv.tsx';

function renderCv() {
  render(<CvPage />);
}

describe('the CV for a buyer', () => {
  it('states the availability as of the day the page is built, and the day rate', () => {
    // The rule itself (a date before it, « dès maintenant » from that day): cv-profile.test.ts.
    renderCv();
    const stated = availabilityText(cvProfile.availability, import.meta.env.VITE_BUILD_DAY);
    expect(screen.getByText(stated, exactText)).toBeInTheDocument();
    expect(screen.getByText(formatDayRate(), exactText)).toBeInTheDocument();
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
