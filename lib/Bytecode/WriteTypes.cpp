//===- WriteTypes.cpp - the type section of the bytecode writer ----------===//
//
// Types are registered post-order (tile-ir-bytecode.md §3.9): a type's dependencies get their
// indices first, so every entry refers only to earlier entries.
//
//===----------------------------------------------------------------------===//
#include "TypeTags.h"
#include "WriterState.h"

#include "tilec/Dialect/CudaTile/CudaTileTypes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"

namespace tilec::bytecode {
using namespace tilec::cuda_tile;

bool WriterState::fail(const llvm::Twine &message) {
  failed = true;
  if (currentOp)
    currentOp->emitError(message);
  else
    llvm::errs() << "error: " << message << "\n";
  return false;
}

unsigned WriterState::internString(llvm::StringRef text) {
  auto [it, inserted] = stringIndex.try_emplace(text, strings.size());
  if (inserted)
    strings.push_back(text.str());
  return it->second;
}

/// The tag of a scalar element type, or nullopt.
static std::optional<TypeTag> getScalarTag(mlir::Type type) {
  if (auto integer = llvm::dyn_cast<mlir::IntegerType>(type)) {
    switch (integer.getWidth()) {
    case 1: return TypeTag::I1;
    case 4: return TypeTag::I4;
    case 8: return TypeTag::I8;
    case 16: return TypeTag::I16;
    case 32: return TypeTag::I32;
    case 64: return TypeTag::I64;
    default: return std::nullopt;
    }
  }
  if (type.isF16()) return TypeTag::F16;
  if (type.isBF16()) return TypeTag::BF16;
  if (type.isF32()) return TypeTag::F32;
  if (type.isTF32()) return TypeTag::TF32;
  if (type.isF64()) return TypeTag::F64;
  if (llvm::isa<mlir::Float8E4M3FNType>(type)) return TypeTag::F8E4M3FN;
  if (llvm::isa<mlir::Float8E5M2Type>(type)) return TypeTag::F8E5M2;
  if (llvm::isa<mlir::Float8E8M0FNUType>(type)) return TypeTag::F8E8M0FNU;
  if (llvm::isa<mlir::Float4E2M1FNType>(type)) return TypeTag::F4E2M1FN;
  if (llvm::isa<Float8E5M3FNUType>(type)) return TypeTag::F8E5M3FNU;
  if (llvm::isa<TokenType>(type)) return TypeTag::Token;
  return std::nullopt;
}

/// The view payload from 13.3 on: a presence bitfield first (§3.2).
static void writePaddingFlags(ByteWriter &out, std::optional<PaddingValue> padding) {
  out.writeVar(padding ? 1 : 0);
}

std::optional<unsigned> WriterState::getTypeIndex(mlir::Type type) {
  auto found = typeIndex.find(type);
  if (found != typeIndex.end())
    return found->second;

  ByteWriter entry;
  auto requireTag = [&](TypeTag tag) {
    const TypeTagInfo *info = lookupTypeTag(uint64_t(tag));
    if (!version().atLeast(info->since))
      return fail("type '" + llvm::Twine(info->name) + "' requires bytecode version " +
                  info->since.str() + "+, targeting " + version().str());
    entry.writeVar(uint64_t(tag));
    return true;
  };
  auto index = [&](mlir::Type dependency) { return getTypeIndex(dependency); };
  bool is13_4 = version().atLeast(kVersion13_4);
  // ptr_attr (tile-ir-13.4-13.5.md §1): 13.4 bytecode has `none` (byte 0) only; NVIDIA's 13.5
  // reader refuses unicast (1) and multicast (2) in a 13.4 file, and tilec cannot target 13.5.
  auto checkPtrAttr = [&](PointerClassAttr ptrAttr) {
    if (ptrAttr && !is13_4)
      return fail("#cuda_tile.ptr_attr requires bytecode version 13.4+, targeting " +
                  version().str());
    if (ptrAttr && ptrAttr.getValue() != PointerClass::none)
      return fail("#cuda_tile.ptr_attr<" + stringifyPointerClass(ptrAttr.getValue()) +
                  "> is Tile IR 13.5, which this bytecode writer cannot target (highest: " +
                  version().str() + ")");
    return true;
  };
  auto writePtrAttr = [&](PointerClassAttr ptrAttr) {
    if (ptrAttr)
      entry.writeByte(static_cast<uint8_t>(ptrAttr.getValue()));
  };

  if (std::optional<TypeTag> tag = getScalarTag(type)) {
    if (!requireTag(*tag))
      return std::nullopt;
  } else if (auto pointer = llvm::dyn_cast<PointerType>(type)) {
    std::optional<unsigned> pointee = index(pointer.getPointeeType());
    if (!pointee || !requireTag(TypeTag::Pointer) || !checkPtrAttr(pointer.getPtrAttr()))
      return std::nullopt;
    if (is13_4)
      entry.writeVar(pointer.getPtrAttr() ? 1 : 0); // flags: bit 0 = a ptr_attr byte follows
    entry.writeVar(*pointee);
    writePtrAttr(pointer.getPtrAttr());
  } else if (auto tile = llvm::dyn_cast<TileType>(type)) {
    std::optional<unsigned> element = index(tile.getElementType());
    if (!element || !requireTag(TypeTag::Tile))
      return std::nullopt;
    entry.writeVar(*element);
    entry.writeArray64(tile.getShape());
  } else if (auto tensorView = llvm::dyn_cast<TensorViewType>(type)) {
    std::optional<unsigned> element = index(tensorView.getElementType());
    if (!element || !requireTag(TypeTag::TensorView) || !checkPtrAttr(tensorView.getPtrAttr()))
      return std::nullopt;
    if (is13_4)
      entry.writeVar(tensorView.getPtrAttr() ? 1 : 0); // flags: bit 0 = a ptr_attr byte follows
    entry.writeVar(*element);
    entry.writeArray64(tensorView.getShape());
    entry.writeArray64(tensorView.getStrides());
    writePtrAttr(tensorView.getPtrAttr());
  } else if (auto partition = llvm::dyn_cast<PartitionViewType>(type)) {
    std::optional<unsigned> view = index(partition.getTensorView());
    if (!view || !requireTag(TypeTag::PartitionView))
      return std::nullopt;
    std::optional<PaddingValue> padding = partition.getPaddingValue();
    if (version().atLeast(kVersion13_3)) {
      writePaddingFlags(entry, padding);
      entry.writeArray32(partition.getTileShape());
      entry.writeVar(*view);
      entry.writeArray32(partition.getDimMap());
    } else {
      entry.writeArray32(partition.getTileShape());
      entry.writeVar(*view);
      entry.writeArray32(partition.getDimMap());
      entry.writeByte(padding ? 1 : 0);
    }
    if (padding)
      entry.writeVar(uint64_t(*padding));
  } else if (auto gather = llvm::dyn_cast<GatherScatterViewType>(type)) {
    std::optional<unsigned> view = index(gather.getTensorView());
    if (!view || !requireTag(TypeTag::GatherScatterView))
      return std::nullopt;
    writePaddingFlags(entry, gather.getPaddingValue());
    entry.writeArray32(gather.getTileShape());
    entry.writeVar(*view);
    entry.writeVar(uint64_t(gather.getSparseDim()));
    if (gather.getPaddingValue())
      entry.writeVar(uint64_t(*gather.getPaddingValue()));
  } else if (auto strided = llvm::dyn_cast<StridedViewType>(type)) {
    std::optional<unsigned> view = index(strided.getTensorView());
    if (!view || !requireTag(TypeTag::StridedView))
      return std::nullopt;
    writePaddingFlags(entry, strided.getPaddingValue());
    entry.writeArray32(strided.getTileShape());
    entry.writeArray32(strided.getTraversalStrides());
    entry.writeVar(*view);
    entry.writeArray32(strided.getDimMap());
    if (strided.getPaddingValue())
      entry.writeVar(uint64_t(*strided.getPaddingValue()));
  } else if (auto function = llvm::dyn_cast<mlir::FunctionType>(type)) {
    llvm::SmallVector<unsigned> inputs, results;
    for (mlir::Type input : function.getInputs()) {
      std::optional<unsigned> i = index(input);
      if (!i)
        return std::nullopt;
      inputs.push_back(*i);
    }
    for (mlir::Type result : function.getResults()) {
      std::optional<unsigned> i = index(result);
      if (!i)
        return std::nullopt;
      results.push_back(*i);
    }
    requireTag(TypeTag::Function);
    entry.writeVar(inputs.size());
    for (unsigned i : inputs)
      entry.writeVar(i);
    entry.writeVar(results.size());
    for (unsigned i : results)
      entry.writeVar(i);
  } else {
    std::string text;
    llvm::raw_string_ostream os(text);
    type.print(os);
    fail("unsupported type in bytecode writer: " + text);
    return std::nullopt;
  }
  if (failed)
    return std::nullopt;
  unsigned result = typeEntries.size();
  typeEntries.push_back(std::move(entry.bytes));
  typeIndex[type] = result;
  return result;
}

} // namespace tilec::bytecode
