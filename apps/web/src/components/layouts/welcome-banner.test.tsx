import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { WelcomeBanner, initialsOf } from './welcome-banner';

describe('WelcomeBanner', () => {
  it('greets the member by given and family name and names the portal', () => {
    renderWithProviders(
      <WelcomeBanner givenName="Thandiwe" familyName="Mokoena" portalName="AF Connect" />,
    );

    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Hello, Thandiwe Mokoena. Welcome to AF Connect');
    expect(screen.getByRole('region', { name: heading.textContent ?? '' })).toBeTruthy();
  });

  it('shows the initials in the circle', () => {
    renderWithProviders(
      <WelcomeBanner givenName="Thandiwe" familyName="Mokoena" portalName="AF Connect" />,
    );

    expect(screen.getByText('TM')).toBeTruthy();
  });
});

describe('initialsOf', () => {
  it.each([
    ['Thandiwe', 'Mokoena', 'TM'],
    ['pieter', 'van Wyk', 'PV'],
    ['  Émile ', 'Ndlovu', 'ÉN'],
    ['Sipho', '', 'S'],
  ])('%s %s → %s', (givenName, familyName, expected) => {
    expect(initialsOf(givenName, familyName)).toBe(expected);
  });
});
