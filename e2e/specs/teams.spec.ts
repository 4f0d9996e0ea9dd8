import { expect, test, type Browser, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { linkIn, waitForMail } from '../support/mailbox';
import { newEmail, signUpAndVerify, TEST_PASSWORD } from '../support/users';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const ORG = 'Smith Building Co';
const PROJECT = 'Shared house';

async function expectAccessible(page: Page, where: string) {
  const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(axe.violations, where).toEqual([]);
}

/** axe at desktop and phone widths; nothing is wider than the phone's screen. */
async function expectAccessibleAtBothWidths(page: Page, where: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, `${where} at 1280 px`);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page, `${where} at 375 px`);
  // How far the page is wider than the screen, and the first elements that stick out (for the message).
  const { overflow, wide } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    wide: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]}`),
  }));
  expect(overflow, `${where}: wider than 375 px (${wide.join(', ')})`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function person(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function invite(owner: Page, email: string, role: 'Editor' | 'Viewer') {
  await owner.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await owner.getByRole('combobox', { name: 'Role' }).click();
  await owner.getByRole('option', { name: role, exact: true }).click();
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(email).first()).toBeVisible();
  return linkIn(await waitForMail(email, 'invited you'));
}

/** A new user creates an organisation (it becomes their workspace), then switches back to Personal. */
async function switchFromNewOrganisationToPersonal(owner: Page, who: string) {
  await owner.goto('/login');
  await signUpAndVerify(owner, who);
  await owner.goto('/organisations');
  await owner.getByRole('textbox', { name: 'Organisation name' }).fill(ORG);
  await owner.getByRole('button', { name: 'Create organisation' }).click();
  await owner.getByRole('button', { name: `Workspace: ${ORG} · Owner. Switch workspace` }).click();
  await owner.getByRole('menuitem', { name: /Personal/ }).click();
}

/** A slab Calculate with the page's own values; answers the snapshot number. */
async function calculateSlab(page: Page) {
  await page.getByLabel('Project name').fill(PROJECT);
  await page.getByLabel('Slab Area (m²)').fill('150');
  await page.getByLabel('Founding Depth (mm)').fill('900');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const saved = page.getByText(/Saved as snapshot #\d+/);
  await expect(saved).toBeVisible();
  return Number(/#(\d+)/.exec((await saved.textContent()) ?? '')?.[1]);
}

test.describe('Teams', () => {
  test.describe.configure({ timeout: 240_000 });

  test('An owner invites an editor and a viewer; the editor calculates a slab in the shared project, the viewer sees it, cannot calculate, and prints it; the owner removes the editor, whose next Calculate is refused', async ({
    browser,
  }) => {
    // The owner creates the organisation: it becomes their workspace.
    const owner = await person(browser);
    await owner.goto('/login');
    await signUpAndVerify(owner, 'owner');
    await owner.goto('/organisations');
    await expect(owner).toHaveTitle(/Organisations/);
    await expectAccessibleAtBothWidths(owner, 'organisations (none yet)');
    await owner.getByRole('button', { name: 'Create organisation' }).click();
    await expect(owner.getByText('Name is required.')).toBeVisible();
    await owner.getByRole('textbox', { name: 'Organisation name' }).fill(ORG);
    await owner.getByRole('button', { name: 'Create organisation' }).click();
    await expect(owner.getByRole('heading', { name: ORG, exact: true })).toBeVisible();
    await expect(owner.getByRole('button', { name: `Workspace: ${ORG} · Owner. Switch workspace` })).toBeVisible();

    // An editor with an account, and a viewer who has none yet.
    const editor = await person(browser);
    await editor.goto('/login');
    const editorEmail = await signUpAndVerify(editor, 'editor');
    const viewerEmail = newEmail('viewer');
    const editorLink = await invite(owner, editorEmail, 'Editor');
    const viewerLink = await invite(owner, viewerEmail, 'Viewer');
    await expectAccessibleAtBothWidths(owner, 'organisation page with pending invitations');

    // The editor accepts, signed in already.
    await editor.goto(editorLink);
    await expect(
      editor.getByText(`Join ${ORG}`).or(editor.getByRole('heading', { name: new RegExp(ORG) })),
    ).toBeVisible();
    await expectAccessibleAtBothWidths(editor, 'invitation page');
    await editor.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(editor.getByRole('heading', { name: ORG, exact: true })).toBeVisible();

    // The viewer opens the link with no account, creates one with that address, and comes back to accept.
    const viewer = await person(browser);
    await viewer.goto(viewerLink);
    await expect(viewer.getByText(`Sign in as ${viewerEmail} to accept`)).toBeVisible();
    await viewer.getByRole('link', { name: 'Create an account' }).click();
    await viewer.getByRole('textbox', { name: 'Email', exact: true }).fill(viewerEmail);
    await viewer.getByRole('textbox', { name: 'Password', exact: true }).fill(TEST_PASSWORD);
    await viewer.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(TEST_PASSWORD);
    await viewer.getByRole('button', { name: 'Register' }).click();
    await expect(viewer.getByText('Thank You for Registering')).toBeVisible();
    await viewer.goto(linkIn(await waitForMail(viewerEmail, 'confirm your e-mail')));
    await expect(viewer).toHaveURL(/\/invitations\//);
    await viewer.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(viewer.getByRole('heading', { name: ORG, exact: true })).toBeVisible();

    // The editor calculates a slab in the organisation's shared project.
    await editor.goto('/slab');
    await expect(editor.getByText(`Workspace: ${ORG} · Editor`)).toBeVisible();
    const snapshot = await calculateSlab(editor);

    // The viewer sees it (with who made it) and the project, cannot calculate, and prints it.
    await viewer.goto('/snapshots');
    const row = viewer.getByRole('link', { name: `Snapshot #${snapshot} · ${PROJECT}` });
    await expect(row).toBeVisible();
    await expect(viewer.getByRole('listitem').filter({ has: row })).toContainText('created by editor');
    await viewer.goto('/slab');
    await expect(
      viewer.getByText(`You are a viewer in ${ORG}: you can read, print and export, but not calculate.`),
    ).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    // The server refuses too, whatever the page does.
    const direct = await viewer.request.post('/api/project/calculate-footing', {
      data: {
        project: PROJECT,
        area: 10,
        depth: 300,
        complexity: 0,
        businessAsUsual: 'Waffle',
        alternateFootingSystem: 'Waffle',
        lowCarbonConcrete: 'StandardConcrete',
      },
      headers: {
        'x-xsrf-token': decodeURIComponent(
          (await viewer.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
        ),
      },
    });
    expect(direct.status()).toBe(403);
    await viewer.goto(`/snapshots/${snapshot}`);
    const report = viewer.getByRole('article', { name: `Footing Data Carbon Snapshot #${snapshot}` });
    await expect(report).toContainText(`Organisation: ${ORG}`);
    await expect(viewer.getByRole('button', { name: 'Recalculate with current data' })).toHaveCount(0);
    await viewer.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await viewer.getByRole('button', { name: 'Print' }).click();
    expect(await viewer.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const pdf = await viewer.request.get(`/api/snapshots/${snapshot}/export.pdf`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectAccessibleAtBothWidths(viewer, 'snapshot page as a viewer');
    await viewer.goto('/projects');
    await expect(viewer.getByText(PROJECT).first()).toBeVisible();
    await expectAccessibleAtBothWidths(viewer, 'projects page');

    // The owner reads the audit trail, then removes the editor.
    await owner.reload();
    await expect(owner.getByText(`Calculated footing snapshot #${snapshot} in “${PROJECT}”.`)).toBeVisible();
    await owner.getByRole('button', { name: /^Remove editor/ }).click();
    await owner.getByRole('button', { name: 'Remove member' }).click();
    await expect(owner.getByRole('button', { name: /^Remove editor/ })).toHaveCount(0);
    await expectAccessibleAtBothWidths(owner, 'organisation page after a removal');

    // The editor's next Calculate is refused, and says why; the snapshot stays with the organisation.
    await editor.getByLabel('Slab Area (m²)').fill('160');
    await editor.getByRole('button', { name: 'Calculate' }).click();
    await expect(editor.getByText(`You are no longer a member of “${ORG}”`).first()).toBeVisible();
    await viewer.goto('/snapshots');
    await expect(viewer.getByRole('link', { name: `Snapshot #${snapshot} · ${PROJECT}` })).toBeVisible();
  });
  test('Switching the workspace says so in a notification (their container loads with the first one shown)', async ({
    browser,
  }) => {
    const owner = await person(browser);
    await switchFromNewOrganisationToPersonal(owner, 'switcher');
    await expect(owner.getByRole('alert').filter({ hasText: 'Workspace switched' })).toContainText(
      'You are working in Personal',
    );
    await expect(owner.getByRole('button', { name: /^Workspace: Personal/ })).toBeVisible();
  });
  test('A notification still shows, as a plain alert, when the code of the notifications cannot be loaded', async ({
    browser,
  }) => {
    const owner = await person(browser);
    await owner.route(/\/assets\/notifications-container-[^/]*\.js$/, (route) => route.abort());
    await switchFromNewOrganisationToPersonal(owner, 'offline-notes');
    const notice = owner.getByRole('alert').filter({ hasText: 'Workspace switched' });
    await expect(notice).toContainText('You are working in Personal');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
  });
});
