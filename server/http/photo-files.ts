// The owner's photos as the pages (and e-mails) ask for them: /photos/<id>-<hash>-<width>.<avif|webp|jpeg>. The hash
// names the master's bytes, so an address always means the same file: cached for a year.
import type { RequestHandler } from "express";
import type { PhotoService } from "../photos/photo-service.ts";
import { answeredMethod, READ_METHODS } from "./methods.ts";
import { IMMUTABLE } from "./static-files.ts";

export function photoFiles(photos: PhotoService): RequestHandler {
  return async (req, res, next) => {
    if (answeredMethod(req, res, READ_METHODS)) return;
    const name = String(req.params.name);
    try {
      const bytes = await photos.file(name);
      if (!bytes) {
        res.status(404).type("text/plain").send("No such photo.");
        return;
      }
      res.setHeader("Content-Type", `image/${name.slice(name.lastIndexOf(".") + 1)}`);
      res.setHeader("Cache-Control", IMMUTABLE);
      res.setHeader("ETag", `"${name}"`);
      res.setHeader("Content-Length", bytes.length);
      if (req.fresh) return void res.status(304).end();
      res.end(req.method === "HEAD" ? undefined : bytes);
    } catch (error) {
      next(error);
    }
  };
}
