"""Build-time tools: the in-tree build backend (`backend`) and the records' code generator (`generate`)."""
