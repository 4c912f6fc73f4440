#!/usr/bin/env node
// Makes the compose stack's base images ready ahead of the compose check (the official images, or the stand-ins
// built from Debian packages), so CI can build them in the background while its other steps run. The compose check
// resolves the same images again and finds them built; when this fails, the check builds them itself.
import { resolveBaseImages } from './base-images.mjs';

const started = Date.now();
const { descriptions } = await resolveBaseImages((line) => console.info(line));
console.info(`base images ready in ${Math.round((Date.now() - started) / 1000)} s: ${descriptions.join(', ')}`);
