import type { AnyRoute } from "@/services/core/route";
import { getHelpChannels } from "./channels";
import { helpDocumentRoutes } from "./documents";
import { markHelpManual } from "./manual";
import { downloadHelpDocument, getHelpDocumentFile, getHelpManual } from "./file";
import { removeHelpDocument } from "./remove";
import { saveHelpChannels } from "./save-channels";
import { uploadHelpDocument } from "./upload";

export const helpDocRoutes: AnyRoute[] = [
  getHelpChannels, saveHelpChannels, getHelpManual,
  helpDocumentRoutes.list, helpDocumentRoutes.export, uploadHelpDocument,
  getHelpDocumentFile, downloadHelpDocument, markHelpManual, removeHelpDocument,
];
