//===- ReadDebugInfo.cpp - the debug section in the reader ----------------===//
//
// tile-ir-bytecode.md §3.7: per-function location lists index a table of debug entries
// (files, compile units, subprograms, lexical blocks, DILoc and call-site locations). Entries
// are decoded on first use; a reference of the wrong kind or a cycle is an error.
//
//===----------------------------------------------------------------------===//
#include "DebugInfoTags.h"
#include "ReaderState.h"

#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"

namespace tilec::bytecode {
using namespace tilec::cuda_tile;

bool ReaderState::readDebugSection() {
  if (!sections[3].present)
    return true;
  ByteReader reader = sectionReader(3, "Debug section");
  uint64_t count;
  if (!reader.readVarAtMost(count, reader.remaining() / 4, "debug op count") ||
      !reader.skipPadding(4))
    return false;
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t offset;
    if (!reader.readFixed(offset, 4))
      return false;
    debugOpOffsets.push_back(offset);
  }
  if (!reader.readVarAtMost(count, reader.remaining() / 8, "debug index count") ||
      !reader.skipPadding(8))
    return false;
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t index;
    if (!reader.readFixed(index, 8))
      return false;
    debugIndices.push_back(index);
  }
  debugEntries.section = "Debug section";
  if (!readItemTable(reader, 4, debugEntries))
    return false;
  debugCache.assign(debugEntries.offsets.size(), {});
  debugState.assign(debugEntries.offsets.size(), 0);
  return true;
}

bool ReaderState::getDebugAttr(uint64_t index, mlir::Attribute &attr, ByteReader &at) {
  if (index == 0) {
    attr = mlir::UnknownLoc::get(context);
    return true;
  }
  uint64_t slot = index - 1;
  if (slot >= debugEntries.offsets.size())
    return at.fail("debug info index " + llvm::Twine(index) + " out of bounds");
  if (debugState[slot] == 2) {
    attr = debugCache[slot];
    return true;
  }
  if (debugState[slot] == 1 || debugDepth >= kMaxNesting)
    return at.fail("cyclic reference to debug info entry " + llvm::Twine(index));
  ByteReader entry = at;
  if (!getItem(debugEntries, slot, entry))
    return false;
  debugState[slot] = 1;
  ++debugDepth;
  struct DepthGuard {
    unsigned &depth;
    ~DepthGuard() { --depth; }
  } guard{debugDepth};

  auto child = [&](mlir::Attribute &result) {
    uint64_t start = entry.position();
    uint64_t childIndex;
    if (!entry.readVar(childIndex))
      return false;
    ByteReader childAt = entry.sub(start, entry.position());
    return getDebugAttr(childIndex, result, childAt);
  };
  auto readUnsigned = [&](unsigned &value) {
    uint64_t raw;
    if (!entry.readVarAtMost(raw, UINT32_MAX, "line or column"))
      return false;
    value = unsigned(raw);
    return true;
  };
  uint64_t tag;
  if (!entry.readVar(tag))
    return false;
  mlir::MLIRContext *ctx = context;
  switch (tag) {
  case uint64_t(DebugTag::File): {
    mlir::StringAttr name, directory;
    if (!readStringAttr(entry, name) || !readStringAttr(entry, directory))
      return false;
    attr = DIFileAttr::get(ctx, name, directory);
    break;
  }
  case uint64_t(DebugTag::CompileUnit): {
    mlir::Attribute file;
    if (!child(file))
      return false;
    auto fileAttr = llvm::dyn_cast<DIFileAttr>(file);
    if (!fileAttr)
      return entry.fail("failed to read file attribute when parsing DICompileUnitAttr");
    attr = DICompileUnitAttr::get(ctx, fileAttr);
    break;
  }
  case uint64_t(DebugTag::LexicalBlock): {
    mlir::Attribute scope, file;
    unsigned line, column;
    if (!child(scope))
      return false;
    if (!llvm::isa<DISubprogramAttr, DILexicalBlockAttr>(scope))
      return entry.fail("failed to read scope attribute when parsing DILexicalBlockAttr");
    if (!child(file))
      return false;
    auto fileAttr = llvm::dyn_cast<DIFileAttr>(file);
    if (!fileAttr)
      return entry.fail("failed to read file attribute when parsing DILexicalBlockAttr");
    if (!readUnsigned(line) || !readUnsigned(column))
      return false;
    DILexicalBlockAttr result;
    if (!buildChecked(entry, result, [&](auto emit) {
          // Lines and columns count from 1: a 0 is a column the writer had none for.
          return DILexicalBlockAttr::getChecked(
              emit, ctx, scope, fileAttr, line,
              column ? std::optional<unsigned>(column) : std::nullopt);
        }))
      return false;
    attr = result;
    break;
  }
  case uint64_t(DebugTag::Loc): {
    mlir::Attribute scope;
    mlir::StringAttr filename;
    unsigned line, column;
    if (!child(scope))
      return false;
    if (!llvm::isa<DISubprogramAttr, DILexicalBlockAttr>(scope))
      return entry.fail("failed to read scope attribute when parsing DILocAttr");
    if (!readStringAttr(entry, filename) || !readUnsigned(line) || !readUnsigned(column))
      return false;
    auto source = mlir::FileLineColLoc::get(filename, line, column);
    DILocAttr result;
    if (!buildChecked(entry, result, [&](auto emit) {
          return DILocAttr::getChecked(emit, ctx, source, scope);
        }))
      return false;
    attr = result;
    break;
  }
  case uint64_t(DebugTag::Subprogram): {
    mlir::Attribute file, unit;
    mlir::StringAttr name, linkageName;
    unsigned line, scopeLine;
    if (!child(file))
      return false;
    auto fileAttr = llvm::dyn_cast<DIFileAttr>(file);
    if (!fileAttr)
      return entry.fail("failed to read file attribute when parsing DISubprogramAttr");
    if (!readUnsigned(line) || !readStringAttr(entry, name) ||
        !readStringAttr(entry, linkageName) || !child(unit))
      return false;
    auto unitAttr = llvm::dyn_cast<DICompileUnitAttr>(unit);
    if (!unitAttr)
      return entry.fail("failed to read compile unit attribute when parsing DISubprogramAttr");
    if (!readUnsigned(scopeLine))
      return false;
    attr = DISubprogramAttr::get(ctx, fileAttr, line, name, linkageName, unitAttr,
                                 scopeLine ? std::optional<unsigned>(scopeLine) : std::nullopt);
    break;
  }
  case uint64_t(DebugTag::CallSite): {
    mlir::Attribute callee, caller;
    if (!child(callee) || !child(caller))
      return false;
    auto calleeLoc = llvm::dyn_cast<mlir::LocationAttr>(callee);
    auto callerLoc = llvm::dyn_cast<mlir::LocationAttr>(caller);
    if (!calleeLoc || !callerLoc)
      return entry.fail("failed to read location attribute when parsing CallSiteLoc");
    attr = mlir::CallSiteLoc::get(mlir::Location(calleeLoc), mlir::Location(callerLoc));
    break;
  }
  default:
    // NVIDIA's reader treats every unrecognised tag as an unknown location (§3.7).
    attr = mlir::UnknownLoc::get(ctx);
    break;
  }
  debugState[slot] = 2;
  debugCache[slot] = attr;
  return true;
}

bool ReaderState::nextLocation(ByteReader &at, mlir::Location &loc) {
  if (!locationCursor) {
    loc = mlir::UnknownLoc::get(context);
    return true;
  }
  if (*locationCursor >= debugIndices.size())
    return at.fail("the debug location list ends before the operations do");
  uint64_t index = debugIndices[(*locationCursor)++];
  mlir::Attribute attr;
  if (!getDebugAttr(index, attr, at))
    return false;
  auto location = llvm::dyn_cast<mlir::LocationAttr>(attr);
  if (!location)
    return at.fail("debug info entry " + llvm::Twine(index) + " is not a location");
  loc = mlir::Location(location);
  return true;
}

} // namespace tilec::bytecode
