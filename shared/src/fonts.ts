// Self-hosted variable Inter and its metric-matched fallback; apps import this once at their entry.
// The shell's build preloads the font file (shell/vite.config.ts, fontPreload).
import './fonts.css';
