import { growthApi } from '../../../../../../shared/api/growth';
import type { AbTestConversionRequest } from '../../../../../../shared/contracts/growth';
import { apiFetch } from '@/lib/api-client';

/**
 * A conversion in one variant of a landing experiment (an empty 204 answer). Failures are only
 * logged (docs/product.md "A/B tests and personalisation"): the visitor's click goes on regardless.
 */
export async function recordAbConversion(conversion: AbTestConversionRequest): Promise<void> {
  try {
    await apiFetch(growthApi.abConversion, { body: conversion });
  } catch (error) {
    console.warn(`ab-test: could not record the ${conversion.testName} conversion`, error);
  }
}
