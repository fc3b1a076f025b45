// The stock ra-data-simple-rest provider on /api/admin, with the session cookie. The only addition is
// the error text: the API answers `{ error, errors }` in Spanish and react-admin shows `message`.
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError } from 'react-admin';

const API_URL = '/api/admin';

export const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' }).catch((error: unknown) => {
    if (error instanceof HttpError && typeof error.body?.error === 'string') {
      throw new HttpError(error.body.error, error.status, error.body);
    }
    throw error;
  });

export const dataProvider = simpleRestProvider(API_URL, httpClient);
