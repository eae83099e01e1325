import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { WelcomeBanner } from './welcome-banner';

describe('WelcomeBanner', () => {
  it('greets the member by given and family name and names the portal', () => {
    renderWithProviders(
      <WelcomeBanner givenName="Thandiwe" familyName="Mokoena" portalName="AF Connect" />,
    );

    // The greeting names the banner's region; it is not a heading (the page has its own title).
    const greeting = 'Hello, Thandiwe Mokoena. Welcome to AF Connect';
    expect(screen.getByText(greeting).tagName).toBe('P');
    expect(screen.getByRole('region', { name: greeting })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the initials in the circle', () => {
    renderWithProviders(
      <WelcomeBanner givenName="Thandiwe" familyName="Mokoena" portalName="AF Connect" />,
    );

    expect(screen.getByText('TM')).toBeTruthy();
  });

  it('takes the first letter of each name, upper case', () => {
    renderWithProviders(
      <WelcomeBanner givenName="pieter" familyName="van Wyk" portalName="AF Connect" />,
    );

    expect(screen.getByText('PV')).toBeTruthy();
  });
});
