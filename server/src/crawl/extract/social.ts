// Social media profiles from outgoing links. Share buttons, posts and videos are not profiles;
// each network's rule keeps only URLs that name an account, and prints it in one canonical form.

import type { SocialProfiles } from '../types.ts';

type Network = keyof SocialProfiles;

interface Rule {
  hosts: RegExp;
  /** returns the canonical profile URL, or null for a non-profile link */
  profile(segments: string[], url: URL): string | null;
}

const FACEBOOK_NOT_PROFILE = new Set([
  'sharer',
  'sharer.php',
  'share.php',
  'share',
  'dialog',
  'plugins',
  'tr',
  'login',
  'login.php',
  'policies',
  'privacy',
  'help',
  'legal',
  'events',
  'watch',
  'hashtag',
  'photo.php',
  'story.php',
  'permalink.php',
]);
const TWITTER_NOT_PROFILE = new Set([
  'intent',
  'share',
  'home',
  'search',
  'hashtag',
  'i',
  'privacy',
  'tos',
  'login',
  'signup',
  'explore',
  'settings',
]);
const INSTAGRAM_NOT_PROFILE = new Set([
  'p',
  'reel',
  'reels',
  'explore',
  'accounts',
  'tv',
  'stories',
  'about',
  'legal',
  'developer',
]);

export const SOCIAL_RULES: Record<Network, Rule> = {
  facebook: {
    hosts: /^(www\.|m\.|web\.|[a-z]{2}-[a-z]{2}\.)?(facebook|fb)\.com$/,
    profile(seg, url) {
      if (seg.length === 0 || FACEBOOK_NOT_PROFILE.has(seg[0].toLowerCase())) return null;
      if (seg[0] === 'profile.php') {
        const id = url.searchParams.get('id');
        return id ? `https://www.facebook.com/profile.php?id=${id}` : null;
      }
      if (seg[0] === 'pages' || seg[0] === 'groups')
        return seg[1]
          ? `https://www.facebook.com/${seg.slice(0, seg[0] === 'pages' ? 3 : 2).join('/')}`
          : null;
      return `https://www.facebook.com/${seg[0]}`;
    },
  },
  twitter: {
    hosts: /^(www\.|mobile\.)?(twitter|x)\.com$/,
    profile(seg) {
      if (seg.length === 0 || TWITTER_NOT_PROFILE.has(seg[0].toLowerCase())) return null;
      if (!/^[A-Za-z0-9_]{1,15}$/.test(seg[0])) return null;
      return `https://twitter.com/${seg[0]}`;
    },
  },
  instagram: {
    hosts: /^(www\.)?instagram\.com$/,
    profile(seg) {
      if (seg.length === 0 || INSTAGRAM_NOT_PROFILE.has(seg[0].toLowerCase())) return null;
      if (!/^[A-Za-z0-9._]{1,30}$/.test(seg[0])) return null;
      return `https://www.instagram.com/${seg[0]}`;
    },
  },
  youtube: {
    hosts: /^(www\.|m\.)?youtube\.com$/,
    profile(seg) {
      if (seg.length === 0) return null;
      if (seg[0].startsWith('@')) return `https://www.youtube.com/${seg[0]}`;
      if ((seg[0] === 'channel' || seg[0] === 'c' || seg[0] === 'user') && seg[1]) {
        return `https://www.youtube.com/${seg[0]}/${seg[1]}`;
      }
      return null;
    },
  },
  linkedin: {
    hosts: /^([a-z]{2,3}\.|www\.)?linkedin\.com$/,
    profile(seg) {
      if (seg.length < 2) return null;
      if (!['company', 'in', 'school', 'showcase'].includes(seg[0])) return null;
      return `https://www.linkedin.com/${seg[0]}/${seg[1]}`;
    },
  },
};

export function extractSocial(urls: Iterable<string>): SocialProfiles {
  const found: Record<Network, Map<string, string>> = {
    facebook: new Map(),
    twitter: new Map(),
    instagram: new Map(),
    youtube: new Map(),
    linkedin: new Map(),
  };
  for (const href of urls) {
    const p = socialProfile(href);
    const seen = p ? found[p.network] : null;
    if (p && seen && seen.size < 10 && !seen.has(p.url.toLowerCase())) seen.set(p.url.toLowerCase(), p.url);
  }
  return {
    facebook: [...found.facebook.values()],
    twitter: [...found.twitter.values()],
    instagram: [...found.instagram.values()],
    youtube: [...found.youtube.values()],
    linkedin: [...found.linkedin.values()],
  };
}

export function socialProfile(href: string): { network: Network; url: string } | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  for (const [network, rule] of Object.entries(SOCIAL_RULES) as [Network, Rule][]) {
    if (!rule.hosts.test(host)) continue;
    const segments = url.pathname.split('/').filter(Boolean).map(safeDecode);
    const profile = rule.profile(segments, url);
    return profile ? { network, url: profile } : null;
  }
  return null;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
