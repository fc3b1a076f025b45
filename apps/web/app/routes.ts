import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Public routes of docs/product.md §2.1. Paths keep the spelling (and capitals) users already link to; React Router
// matches them case-insensitively. `/admin` is not here: the Fastify host serves the admin SPA.
export default [
  index('routes/home.tsx'),
  route('detalle', 'routes/detalle.tsx'),
  // Before colaborar/:dogName: "Avisanos tu transferencia" (issue 18).
  route('colaborar/transferencia', 'routes/transferencia.tsx'),
  route('colaborar/:dogName?', 'routes/colaborar.tsx'),
  route('impacto', 'routes/impacto.tsx'),
  // Issue 36: what the shelter needs in kind, and «Llevo».
  route('necesitamos', 'routes/necesitamos.tsx'),
  route('campanas/:slug', 'routes/campana.tsx'),
  route('adopcion/:id', 'routes/adopcion.tsx'),
  route('seguimiento/:id', 'routes/seguimiento.tsx'),
  route('compromiso/:id', 'routes/compromiso.tsx'),
  // New-dog alerts (issue 17): subscribe, confirm by mail, leave in one click.
  route('avisos', 'routes/avisos.tsx'),
  route('avisos/confirmar/:id', 'routes/avisos-confirmar.tsx'),
  route('avisos/baja/:id', 'routes/avisos-baja.tsx'),
  route('adoptar', 'routes/adoptar.tsx'),
  route('adoptar/perros', 'routes/adoptar-perros.tsx'),
  route('adoptar/perros/:id', 'routes/adoptar-perro.tsx'),
  // Dogs that found a family (issue 17), the latest adoption first.
  route('adoptar/ya-tienen-familia', 'routes/ya-tienen-familia.tsx'),
  // Also answers /AdoptionForm (no dog chosen).
  route('adoptionForm/:dogName?', 'routes/adoption-form.tsx'),
  route('form', 'routes/form.tsx'),
  route('ContactForm', 'routes/contact-form.tsx'),
  route('volunteerForm', 'routes/volunteer-form.tsx'),
  route('voluntario', 'routes/voluntario.tsx'),
  // Issue 38: «Ser hogar de tránsito».
  route('transito', 'routes/transito.tsx'),
  // Issue 38: volunteers' shifts (sign-up, waiting list) and «Mis horas» with the certificate.
  route('voluntario/turnos', 'routes/voluntario-turnos.tsx'),
  // Issue 38: the foster's page: their dogs, updates with photos and supply requests.
  route('mi-transito', 'routes/mi-transito.tsx'),
  route('proyectos', 'routes/proyectos.tsx'),
  route('proyectoescolar', 'routes/proyecto-escolar.tsx'),
  // Issue 35: «Pedí una charla para tu escuela».
  route('proyectoescolar/charla', 'routes/proyecto-escolar-charla.tsx'),
  route('proyectotalleres', 'routes/proyecto-talleres.tsx'),
  route('contactanos', 'routes/contactanos.tsx'),
  route('visitas', 'routes/visitas.tsx'),
  // Issue 35: a booking's mailed link, «Avisame si se suspende» (confirm, leave), and each date's page.
  route('visitas/reserva', 'routes/visitas-reserva.tsx'),
  route('visitas/avisos/confirmar/:id', 'routes/visitas-aviso-confirmar.tsx'),
  route('visitas/avisos/baja/:id', 'routes/visitas-aviso-baja.tsx'),
  route('visitas/:slug', 'routes/visitas-fecha.tsx'),
  route('cuidados', 'routes/cuidados.tsx'),
  route('denuncias', 'routes/denuncias.tsx'),
  route('prensa', 'routes/prensa.tsx'),
  route('prensa/grafica', 'routes/prensa-grafica.tsx'),
  route('prensa/television', 'routes/prensa-television.tsx'),
  route('prensa/radio', 'routes/prensa-radio.tsx'),
  route('prensa/amigos', 'routes/prensa-amigos.tsx'),
  route('profile', 'routes/profile.tsx'),
  // Issue 17: the hearts' list (the account's, or this browser's).
  route('favoritos', 'routes/favoritos.tsx'),
  // Without an id it still renders (docs/product.md §2.2: logged out, /profile/edit shows the no-access page).
  route('profile/edit/:id?', 'routes/profile-edit.tsx'),
  route('recuperar', 'routes/recuperar.tsx'),
  route('cambiarPassword/:token?', 'routes/cambiar-password.tsx'),
  // The link of the email-verification mail.
  route('verificar/:token?', 'routes/verificar.tsx'),
  route('pay', 'routes/pay.tsx'),
  // Monthly giving (issue 18): back from authorizing a plan, a plan's cancellation, leaving a dog's news.
  route('aporte-mensual', 'routes/aporte-mensual.tsx'),
  route('aporte-mensual/:id', 'routes/aporte-mensual-gestionar.tsx'),
  route('profile/aportes/:id/cancelar', 'routes/aporte-cancelar.tsx'),
  // Issue 36: the yearly donation certificate, and anyone's check of its code.
  route('mis-aportes/certificado', 'routes/certificado.tsx'),
  route('certificados/:codigo?', 'routes/certificado-verificar.tsx'),
  route('novedades/baja', 'routes/novedades-baja.tsx'),
  // Staff get the admin panel from the server before this; everyone else, the no-access page (403).
  route('admin/*', 'routes/admin.tsx'),
  // Resource routes for search engines (no page around them).
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
