import type { AnyRoute } from "@/services/core/route";
import { getConversationFile, uploadConversationFile } from "./files";
import { editConversationMessage, postConversationMessage } from "./post";
import { markConversationRead } from "./read";
import { getConversation, getConversationPeople } from "./thread";

/** A conversation on each business document; who may use it follows the document (its right and its tenant). */
export const conversationRoutes: AnyRoute[] = [getConversation, getConversationPeople, postConversationMessage, markConversationRead, uploadConversationFile, getConversationFile, editConversationMessage];
