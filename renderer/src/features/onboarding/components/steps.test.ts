/**
 * The onboarding steps' money fields, rendered to markup (the renderer tests run without a DOM):
 * labelled with the person's home currency, not always "USD".
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { INITIAL_ONBOARDING_FORM } from '../lib/onboarding-form';
import { StepAboutYou } from './step-about-you';
import { StepGetStarted } from './step-get-started';
import { StepYourGoals } from './step-your-goals';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const noop = () => undefined;

describe('onboarding in a EUR home currency', () => {
  it('labels the income, the target and the subscriptions’ cost in EUR, and writes euros', () => {
    const about = text(renderToStaticMarkup(createElement(StepAboutYou, { form: INITIAL_ONBOARDING_FORM, onChange: noop, currency: 'EUR' })));
    expect(about).toContain('Monthly income (EUR)');
    expect(about).toContain('We use €0 if you leave it blank.');
    expect(about).not.toContain('USD');
    expect(about).not.toContain('$');
    const goals = text(renderToStaticMarkup(createElement(StepYourGoals, { form: { ...INITIAL_ONBOARDING_FORM, primaryGoal: 'home' }, onChange: noop, currency: 'EUR' })));
    expect(goals).toContain('Target Amount (EUR)');
    expect(goals).toContain('What do they cost a month in total? (EUR)');
    expect(goals).not.toContain('USD');
    const summary = text(renderToStaticMarkup(createElement(StepGetStarted, { form: { ...INITIAL_ONBOARDING_FORM, monthlyIncome: '3200' }, currency: 'EUR' })));
    expect(summary).toContain('Monthly income €3,200');
  });
  it('USD by default', () => {
    expect(text(renderToStaticMarkup(createElement(StepAboutYou, { form: INITIAL_ONBOARDING_FORM, onChange: noop })))).toContain('Monthly income (USD)');
  });
});
