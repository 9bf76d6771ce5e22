//===- WriteDebugInfo.cpp - the debug section of the bytecode writer ------===//
//
// Entries are registered post-order (a scope before the locations in it) and serialized in
// index order; only DILoc and call-site locations survive, the others become index 0
// (tile-ir-bytecode.md §3.7, §3.9).
//
//===----------------------------------------------------------------------===//
#include "DebugInfoTags.h"
#include "WriterState.h"

#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"

#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"

namespace tilec::bytecode {
using namespace tilec::cuda_tile;

/// The kind of a location as NVIDIA's messages name it.
static llvm::StringRef getLocationKindName(mlir::Attribute loc) {
  if (llvm::isa<mlir::FusedLoc>(loc))
    return "FusedLoc";
  if (llvm::isa<mlir::NameLoc>(loc))
    return "NameLoc";
  if (llvm::isa<mlir::OpaqueLoc>(loc))
    return "OpaqueLoc";
  if (llvm::isa<mlir::CallSiteLoc>(loc))
    return "CallSiteLoc";
  return "an unknown location kind";
}

static bool isWritableLocation(mlir::Attribute loc, mlir::Attribute &offending) {
  if (llvm::isa<DILocAttr, mlir::FileLineColLoc, mlir::UnknownLoc>(loc))
    return true;
  if (auto callSite = llvm::dyn_cast<mlir::CallSiteLoc>(loc))
    return isWritableLocation(callSite.getCallee(), offending) &&
           isWritableLocation(callSite.getCaller(), offending);
  offending = loc;
  return false;
}

bool WriterState::checkOpLocation(mlir::Location loc) {
  mlir::Attribute offending;
  if (isWritableLocation(loc, offending))
    return true;
  return fail("unsupported location, got " + getLocationKindName(offending) +
              ", expected DILocAttr or CallSiteLoc");
}

std::optional<uint64_t> WriterState::registerDebugInfo(mlir::Attribute attr) {
  if (llvm::isa<mlir::UnknownLoc, mlir::FileLineColLoc>(attr))
    return 0;
  auto found = debugIndex.find(attr);
  if (found != debugIndex.end())
    return found->second;
  auto child = [&](mlir::Attribute dependency) { return registerDebugInfo(dependency); };
  bool ok = true;
  if (auto loc = llvm::dyn_cast<DILocAttr>(attr)) {
    ok = child(loc.getScope()).has_value();
  } else if (auto callSite = llvm::dyn_cast<mlir::CallSiteLoc>(attr)) {
    ok = child(callSite.getCallee()) && child(callSite.getCaller());
  } else if (auto subprogram = llvm::dyn_cast<DISubprogramAttr>(attr)) {
    ok = child(subprogram.getFile()) && child(subprogram.getCompileUnit());
  } else if (auto block = llvm::dyn_cast<DILexicalBlockAttr>(attr)) {
    ok = child(block.getScope()) && child(block.getFile());
  } else if (auto unit = llvm::dyn_cast<DICompileUnitAttr>(attr)) {
    ok = child(unit.getFile()).has_value();
  } else if (!llvm::isa<DIFileAttr>(attr)) {
    ok = false;
  }
  if (!ok) {
    fail("failed to serialize debug info attribute");
    return std::nullopt;
  }
  debugEntries.push_back(attr);
  uint64_t index = debugEntries.size();
  debugIndex[attr] = index;
  return index;
}

bool WriterState::writeDebugSection(ByteWriter &out) {
  // Op index table: where each function's list starts in the index table.
  out.writeVar(functionLocationLists.size());
  out.alignTo(4);
  uint64_t start = 0;
  for (const std::vector<uint64_t> &list : functionLocationLists) {
    out.writeFixed(start, 4);
    start += list.size();
  }
  out.writeVar(start);
  out.alignTo(8);
  for (const std::vector<uint64_t> &list : functionLocationLists)
    for (uint64_t index : list)
      out.writeFixed(index, 8);

  // Entries, serialized in index order; their strings are interned now (§3.9 step 5).
  ByteWriter entries;
  std::vector<uint64_t> offsets;
  for (mlir::Attribute attr : debugEntries) {
    offsets.push_back(entries.size());
    auto indexOf = [&](mlir::Attribute dependency) -> uint64_t {
      auto found = debugIndex.find(dependency);
      return found == debugIndex.end() ? 0 : found->second;
    };
    if (auto loc = llvm::dyn_cast<DILocAttr>(attr)) {
      entries.writeVar(uint64_t(DebugTag::Loc));
      entries.writeVar(indexOf(loc.getScope()));
      mlir::FileLineColLoc source = loc.getSourceLoc();
      entries.writeVar(internString(source.getFilename().getValue()));
      entries.writeVar(source.getLine());
      entries.writeVar(source.getColumn());
    } else if (auto callSite = llvm::dyn_cast<mlir::CallSiteLoc>(attr)) {
      entries.writeVar(uint64_t(DebugTag::CallSite));
      entries.writeVar(indexOf(callSite.getCallee()));
      entries.writeVar(indexOf(callSite.getCaller()));
    } else if (auto subprogram = llvm::dyn_cast<DISubprogramAttr>(attr)) {
      entries.writeVar(uint64_t(DebugTag::Subprogram));
      entries.writeVar(indexOf(subprogram.getFile()));
      entries.writeVar(subprogram.getLine());
      entries.writeVar(internString(subprogram.getName().getValue()));
      entries.writeVar(internString(subprogram.getLinkageName().getValue()));
      entries.writeVar(indexOf(subprogram.getCompileUnit()));
      entries.writeVar(subprogram.getScopeLine().value_or(0));
    } else if (auto block = llvm::dyn_cast<DILexicalBlockAttr>(attr)) {
      entries.writeVar(uint64_t(DebugTag::LexicalBlock));
      entries.writeVar(indexOf(block.getScope()));
      entries.writeVar(indexOf(block.getFile()));
      entries.writeVar(block.getLine());
      entries.writeVar(block.getColumn().value_or(0));
    } else if (auto unit = llvm::dyn_cast<DICompileUnitAttr>(attr)) {
      entries.writeVar(uint64_t(DebugTag::CompileUnit));
      entries.writeVar(indexOf(unit.getFile()));
    } else if (auto file = llvm::dyn_cast<DIFileAttr>(attr)) {
      entries.writeVar(uint64_t(DebugTag::File));
      entries.writeVar(internString(file.getName().getValue()));
      entries.writeVar(internString(file.getDirectory().getValue()));
    }
  }
  out.writeVar(offsets.size());
  out.alignTo(4);
  for (uint64_t offset : offsets)
    out.writeFixed(offset, 4);
  out.writeBytes(entries.bytes);
  return true;
}

} // namespace tilec::bytecode
