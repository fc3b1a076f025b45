// The zod schemas the browser validates forms with: the very ones the server parses with. Only
// `loadFormSchema` (use-form-validation.ts) imports this module, dynamically, so zod and the schemas
// (~21 KB compressed) reach the browser when a visitor first touches a form, not with every page that
// shows one. A new form adds its schema here and passes its name to useFormValidation.
export {
  adoptionSchema as adoption,
  contactSchema as contact,
  dogReportSchema as dogReport,
  dogSubmissionSchema as dogSubmission,
  fosterApplicationSchema as foster,
  loginSchema as login,
  mercadoPagoCampaignGiftSchema as mercadoPagoCampaignGift,
  mercadoPagoDonationSchema as mercadoPagoDonation,
  mercadoPagoMonthlySchema as mercadoPagoMonthly,
  passwordChangeSchema as passwordChange,
  payPalCampaignGiftSchema as payPalCampaignGift,
  payPalDonationSchema as payPalDonation,
  payPalMonthlySchema as payPalMonthly,
  profileEditSchema as profileEdit,
  recoverySchema as recovery,
  registerSchema as register,
  schoolRequestSchema as schoolRequest,
  transferMonthlySchema as transferMonthly,
  transferNoticeSchema as transferNotice,
  volunteerSchema as volunteer,
} from '@campito/core';
