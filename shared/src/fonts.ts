// Self-hosted variable Inter (latin subset); apps import this once at their entry.
import '@fontsource-variable/inter';
