export * from './fields';
export * from './use-form-validation';
