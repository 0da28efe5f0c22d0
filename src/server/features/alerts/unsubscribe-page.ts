/** The page the unsubscribe link opens: one button, so link scanners that follow links change nothing. */
export function unsubscribePage(options: { token: string; done: boolean }): string {
  const body = options.done
    ? `<h1>You are unsubscribed</h1><p>PermitPilot will not send you reminder e-mails any more. You can turn them on again on the Alerts page.</p>`
    : `<h1>Stop reminder e-mails?</h1><p>PermitPilot will no longer e-mail you before your permits are due.</p>
<form method="post" action="/api/reminders/unsubscribe?token=${encodeURIComponent(options.token)}"><button type="submit" style="min-height:44px;padding:0 20px;font-size:16px">Unsubscribe</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>PermitPilot reminders</title></head>
<body style="font-family:system-ui,sans-serif;max-width:480px;margin:3rem auto;padding:0 1rem;line-height:1.5"><p style="font-weight:700;color:#1d4ed8">PermitPilot</p>${body}
<p><a href="/alert-setup">Alert settings</a></p></body></html>`;
}
