//===- WriteAttributes.cpp - attributes and constants in the writer -------===//
#include "AttributeTags.h"
#include "DenseData.h"
#include "WriterState.h"

#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"
#include "tilec/Dialect/CudaTile/CudaTileTypes.h"
#include "tilec/Dialect/CudaTile/DenseLiteral.h"

#include "mlir/IR/BuiltinTypes.h"

namespace tilec::bytecode {
using namespace tilec::cuda_tile;

unsigned WriterState::addConstant(mlir::DenseIntOrFPElementsAttr value) {
  TileType type = getDenseLiteralTileType(llvm::cast<mlir::ShapedType>(value.getType()));
  std::vector<uint8_t> raw = encodeDenseData(value);
  auto key = std::make_pair(type.getAsOpaquePointer(), raw);
  auto [it, inserted] = constantIndex.try_emplace(key, constantEntries.size());
  if (inserted)
    constantEntries.push_back(std::move(raw));
  return it->second;
}

/// §2.6: floats are stored as the APInt of their bit pattern.
static void writeAPIntPayload(ByteWriter &out, const llvm::APInt &bits) {
  if (bits.getBitWidth() <= 8)
    out.writeByte(uint8_t(bits.getZExtValue()));
  else
    out.writeSignedVar(int64_t(bits.getZExtValue()));
}

bool WriterState::writeDictionaryBody(ByteWriter &out, mlir::DictionaryAttr dict) {
  // DictionaryAttr keeps its entries sorted by name, the order the format requires.
  out.writeVar(dict.size());
  for (mlir::NamedAttribute entry : dict) {
    out.writeVar(internString(entry.getName().getValue()));
    if (!writeSelfContainedAttr(out, entry.getValue()))
      return false;
  }
  return true;
}

bool WriterState::writeSelfContainedAttr(ByteWriter &out, mlir::Attribute attr) {
  auto tag = [&](AttrTag value) { out.writeVar(uint64_t(value)); };
  if (auto integer = llvm::dyn_cast<mlir::IntegerAttr>(attr)) {
    auto intType = llvm::dyn_cast<mlir::IntegerType>(integer.getType());
    if (!intType)
      return fail("unsupported integer attribute type in bytecode writer");
    tag(AttrTag::Integer);
    std::optional<unsigned> type = getTypeIndex(intType);
    if (!type)
      return false;
    out.writeVar(*type);
    if (intType.getWidth() == 1)
      out.writeByte(integer.getValue().getBoolValue() ? 1 : 0);
    else
      out.writeVar(integer.getValue().getZExtValue());
    return true;
  }
  if (auto floating = llvm::dyn_cast<mlir::FloatAttr>(attr)) {
    tag(AttrTag::Float);
    std::optional<unsigned> type = getTypeIndex(floating.getType());
    if (!type)
      return false;
    out.writeVar(*type);
    writeAPIntPayload(out, floating.getValue().bitcastToAPInt());
    return true;
  }
  if (auto typeAttr = llvm::dyn_cast<mlir::TypeAttr>(attr)) {
    tag(AttrTag::Type);
    std::optional<unsigned> type = getTypeIndex(typeAttr.getValue());
    if (!type)
      return false;
    out.writeVar(*type);
    return true;
  }
  if (auto string = llvm::dyn_cast<mlir::StringAttr>(attr)) {
    tag(AttrTag::String);
    out.writeVar(internString(string.getValue()));
    return true;
  }
  if (auto array = llvm::dyn_cast<mlir::ArrayAttr>(attr)) {
    tag(AttrTag::Array);
    out.writeVar(array.size());
    for (mlir::Attribute element : array)
      if (!writeSelfContainedAttr(out, element))
        return false;
    return true;
  }
  if (auto dense = llvm::dyn_cast<mlir::DenseIntOrFPElementsAttr>(attr)) {
    tag(AttrTag::DenseElements);
    std::optional<unsigned> type = getTypeIndex(
        getDenseLiteralTileType(llvm::cast<mlir::ShapedType>(dense.getType())));
    if (!type)
      return false;
    out.writeVar(*type);
    out.writeVar(addConstant(dense));
    return true;
  }
  if (auto divBy = llvm::dyn_cast<DivByAttr>(attr)) {
    tag(AttrTag::DivBy);
    out.writeVar(uint64_t(divBy.getDivisor()));
    out.writeByte((divBy.getEvery() ? 1 : 0) | (divBy.getAlong() ? 2 : 0));
    if (divBy.getEvery())
      out.writeSignedVar(*divBy.getEvery());
    if (divBy.getAlong())
      out.writeSignedVar(*divBy.getAlong());
    return true;
  }
  if (auto same = llvm::dyn_cast<SameElementsAttr>(attr)) {
    tag(AttrTag::SameElements);
    out.writeArray64(same.getGroupSizes());
    return true;
  }
  if (auto dict = llvm::dyn_cast<mlir::DictionaryAttr>(attr)) {
    tag(AttrTag::Dictionary);
    return writeDictionaryBody(out, dict);
  }
  if (auto hints = llvm::dyn_cast<OptimizationHintsAttr>(attr)) {
    tag(AttrTag::OptimizationHints);
    return writeDictionaryBody(out, hints.getEntries());
  }
  if (auto bounded = llvm::dyn_cast<BoundedAttr>(attr)) {
    tag(AttrTag::Bounded);
    out.writeByte((bounded.getLowerBound() ? 1 : 0) | (bounded.getUpperBound() ? 2 : 0));
    if (bounded.getLowerBound())
      out.writeSignedVar(*bounded.getLowerBound());
    if (bounded.getUpperBound())
      out.writeSignedVar(*bounded.getUpperBound());
    return true;
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  attr.print(os);
  return fail("unsupported attribute in bytecode writer: " + text);
}

} // namespace tilec::bytecode
