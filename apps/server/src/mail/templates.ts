const PRODUCT = 'Embodied';
const TAGLINE = 'Building a Sustainable Future';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

function layout(heading: string, paragraph: string, action: string, url: string) {
  const text = `${PRODUCT} — ${TAGLINE}\n\n${heading}\n\n${paragraph}\n\n${action}: ${url}\n\nIf you did not ask for this, you can ignore this message.\n`;
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:560px;margin:auto">
<h1 style="color:#1b5e20;font-size:22px">${PRODUCT}</h1><p style="color:#555">${TAGLINE}</p>
<h2 style="font-size:18px">${escapeHtml(heading)}</h2><p>${escapeHtml(paragraph)}</p>
<p><a href="${escapeHtml(url)}" style="background:#1b5e20;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#555">Or open this address: ${escapeHtml(url)}</p>
<p style="font-size:13px;color:#555">If you did not ask for this, you can ignore this message.</p></body></html>`;
  return { text, html };
}

export function verificationMail(url: string) {
  return {
    subject: `${PRODUCT}: confirm your e-mail address`,
    link: url,
    ...layout(
      'Confirm your e-mail address',
      'Thank you for registering. Confirm your address to start comparing embodied carbon.',
      'Confirm my e-mail address',
      url,
    ),
  };
}

export function resetPasswordMail(url: string) {
  return {
    subject: `${PRODUCT}: reset your password`,
    link: url,
    ...layout(
      'Reset your password',
      'Someone (hopefully you) asked to reset the password of your account. The link works for one hour. Resetting the password signs out your other sessions and revokes your personal API tokens.',
      'Choose a new password',
      url,
    ),
  };
}

/**
 * To the owner of an address someone tried to register again: the page said the same as for a new
 * address (so nobody learns which addresses have accounts), and the owner learns what happened.
 */
export function existingAccountMail(signInUrl: string, resetUrl: string) {
  const paragraph =
    'Someone (perhaps you) tried to register a new Embodied account with this e-mail address, but it already has an account, so no new one was made. If it was you, sign in; if you have forgotten your password, reset it at ' +
    resetUrl +
    '.';
  return {
    subject: `${PRODUCT}: you already have an account`,
    link: signInUrl,
    ...layout('You already have an account', paragraph, 'Sign in', signInUrl),
  };
}

/** An invitation to an organisation: the link works for an existing account and for a new one. */
export function invitationMail(url: string, organisationName: string, inviterName: string, role: string, days: number) {
  return {
    subject: `${PRODUCT}: ${inviterName} invited you to ${organisationName}`,
    link: url,
    ...layout(
      `Join ${organisationName} on ${PRODUCT}`,
      `${inviterName} invited you to work in ${organisationName} as ${role}. Open the link to accept: sign in, or create an account with this e-mail address first. The link works for ${days} days.`,
      'Accept the invitation',
      url,
    ),
  };
}
