import { z } from 'zod';
import { withHint } from '../../schema/hints.ts';
import { HrefSchema, IconSchema, LabelSchema, UrlSchema } from './shared.ts';

// The navbar: links and the primary button (docs-json.md "navbar"). Also used per language.

const TextLinkSchema = z.object({
  /** Link text. */
  label: LabelSchema.describe('Link text.'),
  /** Where the link goes. */
  href: HrefSchema.describe('Where the link goes: a path or a full URL.'),
  /** Icon before the text. */
  icon: IconSchema.optional().describe('Icon before the text.'),
});

const ServiceLinkSchema = z.object({
  /** A GitHub repository or a Discord server, shown with its icon. */
  type: z.enum(['github', 'discord']).describe('"github" or "discord": shown with its icon.'),
  /** URL of the repository or server. */
  href: UrlSchema.describe('URL of the repository or server.'),
  /** Link text (defaults to the service's name). */
  label: z.string().optional().describe('Link text (defaults to the service name).'),
});

export const NavbarLinkSchema = withHint(z.union([ServiceLinkSchema, TextLinkSchema]), {
  expected: 'a { "label", "href" } link or a { "type": "github", "href" } link',
  fix: 'use { "label": "Blog", "href": "https://example.com/blog" }',
});

const ButtonSchema = z.object({
  /** A button. */
  type: z.literal('button').describe('"button".'),
  /** Button text. */
  label: LabelSchema.describe('Button text.'),
  /** Where the button goes. */
  href: HrefSchema.describe('Where the button goes.'),
});

const GithubButtonSchema = z.object({
  /** A GitHub repository with its star count. */
  type: z.literal('github').describe('"github": the repository with its star count.'),
  /** Repository URL. */
  href: UrlSchema.describe('Repository URL, like https://github.com/org/repo.'),
});

const DiscordButtonSchema = z.object({
  /** A Discord server. */
  type: z.literal('discord').describe('"discord": a Discord server.'),
  /** Invite URL. */
  href: UrlSchema.describe('Invite URL of the server.'),
});

export const NavbarSchema = z.object({
  /** Links in the navbar. */
  links: z.array(NavbarLinkSchema).default([]).describe('Links in the navbar.'),
  /** The primary button. */
  primary: z.discriminatedUnion('type', [ButtonSchema, GithubButtonSchema, DiscordButtonSchema]).optional().describe('The primary button: { "type": "button", "label", "href" } or { "type": "github", "href" }.'),
});

export const navbarShape = {
  /** Navbar links and primary button. */
  navbar: NavbarSchema.optional().describe('Navbar links and primary button.'),
};
