// POST /api/external/share-of-voice-keyword/ - alias of share-of-voice taking one keyword in "keyword"
export { POST } from "../share-of-voice/route";
