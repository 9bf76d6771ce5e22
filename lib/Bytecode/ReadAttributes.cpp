//===- ReadAttributes.cpp - self-contained attributes in the reader -------===//
#include "AttributeTags.h"
#include "ReaderState.h"

#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/StringSet.h"

namespace tilec::bytecode {
using namespace tilec::cuda_tile;

/// §2.6: the bit pattern of a float of `width` bits.
static bool readAPIntPayload(ByteReader &reader, unsigned width, llvm::APInt &value) {
  uint64_t bits;
  if (width <= 8) {
    uint8_t byte;
    if (!reader.readByte(byte))
      return false;
    bits = byte;
  } else if (width <= 64) {
    int64_t signedBits;
    if (!reader.readSignedVar(signedBits))
      return false;
    bits = uint64_t(signedBits);
  } else {
    return reader.fail("float attributes wider than 64 bits are not supported");
  }
  if (width < 64 && (bits >> width) != 0)
    return reader.fail("value does not fit in " + llvm::Twine(width) + " bits");
  value = llvm::APInt(width, bits);
  return true;
}

bool ReaderState::readDictionaryBody(ByteReader &reader, mlir::DictionaryAttr &dict) {
  uint64_t count;
  if (!reader.readVarAtMost(count, std::min<uint64_t>(kMaxCount, reader.remaining()),
                            "dictionary size"))
    return false;
  llvm::SmallVector<mlir::NamedAttribute> entries;
  llvm::StringSet<> seen;
  for (uint64_t i = 0; i < count; ++i) {
    mlir::StringAttr key;
    if (!readStringAttr(reader, key))
      return false;
    if (key.getValue().empty())
      return reader.fail("invalid empty attribute name for DictionaryAttr element " +
                         llvm::Twine(i));
    if (!seen.insert(key.getValue()).second)
      return reader.fail("duplicate key '" + key.getValue() + "' in DictionaryAttr");
    mlir::Attribute value;
    if (!readSelfContainedAttr(reader, value))
      return false;
    entries.emplace_back(key, value);
  }
  dict = mlir::DictionaryAttr::get(context, entries);
  return true;
}

bool ReaderState::readSelfContainedAttr(ByteReader &reader, mlir::Attribute &attr) {
  if (attrDepth >= kMaxNesting)
    return reader.fail("attributes nested too deeply");
  ++attrDepth;
  struct DepthGuard {
    unsigned &depth;
    ~DepthGuard() { --depth; }
  } guard{attrDepth};

  uint64_t tag;
  if (!reader.readVar(tag))
    return false;
  mlir::MLIRContext *ctx = context;
  switch (tag) {
  case uint64_t(AttrTag::Integer): {
    mlir::Type type;
    if (!readTypeIndex(reader, type))
      return false;
    auto intType = llvm::dyn_cast<mlir::IntegerType>(type);
    if (!intType)
      return reader.fail("integer attribute with a non-integer type");
    uint64_t value;
    if (intType.getWidth() == 1) {
      uint8_t byte;
      if (!reader.readByte(byte))
        return false;
      value = byte != 0;
    } else {
      if (!reader.readVar(value))
        return false;
      if (intType.getWidth() < 64 && (value >> intType.getWidth()) != 0)
        return reader.fail("integer value " + llvm::Twine(value) + " does not fit in " +
                           llvm::Twine(intType.getWidth()) + " bits");
    }
    attr = mlir::IntegerAttr::get(intType, llvm::APInt(intType.getWidth(), value));
    return true;
  }
  case uint64_t(AttrTag::Float): {
    mlir::Type type;
    if (!readTypeIndex(reader, type))
      return false;
    auto floatType = llvm::dyn_cast<mlir::FloatType>(type);
    if (!floatType)
      return reader.fail("float attribute with a non-float type");
    llvm::APInt bits;
    if (!readAPIntPayload(reader, llvm::APFloat::getSizeInBits(floatType.getFloatSemantics()),
                          bits))
      return false;
    attr = mlir::FloatAttr::get(floatType, llvm::APFloat(floatType.getFloatSemantics(), bits));
    return true;
  }
  case uint64_t(AttrTag::Bool): {
    uint8_t byte;
    if (!reader.readByte(byte))
      return false;
    attr = mlir::BoolAttr::get(ctx, byte != 0);
    return true;
  }
  case uint64_t(AttrTag::Type): {
    mlir::Type type;
    if (!readTypeIndex(reader, type))
      return false;
    attr = mlir::TypeAttr::get(type);
    return true;
  }
  case uint64_t(AttrTag::String): {
    mlir::StringAttr text;
    if (!readStringAttr(reader, text))
      return false;
    attr = text;
    return true;
  }
  case uint64_t(AttrTag::Array): {
    uint64_t count;
    if (!reader.readVarAtMost(count, std::min<uint64_t>(kMaxCount, reader.remaining()),
                              "array size"))
      return false;
    llvm::SmallVector<mlir::Attribute> elements;
    for (uint64_t i = 0; i < count; ++i) {
      mlir::Attribute element;
      if (!readSelfContainedAttr(reader, element))
        return false;
      elements.push_back(element);
    }
    attr = mlir::ArrayAttr::get(ctx, elements);
    return true;
  }
  case uint64_t(AttrTag::DenseElements): {
    mlir::Type type;
    if (!readTypeIndex(reader, type) || !readConstant(reader, type, attr))
      return false;
    return true;
  }
  case uint64_t(AttrTag::DivBy): {
    uint64_t divisor;
    uint8_t flags;
    std::optional<int64_t> every, along;
    if (!reader.readVar(divisor) || !reader.readByte(flags))
      return false;
    int64_t value;
    if (flags & 1) {
      if (!reader.readSignedVar(value))
        return false;
      every = value;
    }
    if (flags & 2) {
      if (!reader.readSignedVar(value))
        return false;
      along = value;
    }
    DivByAttr result;
    if (!buildChecked(reader, result, [&](auto emit) {
          return DivByAttr::getChecked(emit, ctx, int64_t(divisor), every, along);
        }))
      return false;
    attr = result;
    return true;
  }
  case uint64_t(AttrTag::SameElements): {
    llvm::SmallVector<int64_t> values;
    if (!reader.readArray64(values))
      return false;
    for (int64_t value : values)
      if (value == INT64_MAX || value == INT64_MIN)
        return reader.fail("array contains unsupported value " + llvm::Twine(value));
    SameElementsAttr result;
    if (!buildChecked(reader, result, [&](auto emit) {
          return SameElementsAttr::getChecked(emit, ctx, llvm::ArrayRef<int64_t>(values));
        }))
      return false;
    attr = result;
    return true;
  }
  case uint64_t(AttrTag::Dictionary): {
    mlir::DictionaryAttr dict;
    if (!readDictionaryBody(reader, dict))
      return false;
    attr = dict;
    return true;
  }
  case uint64_t(AttrTag::OptimizationHints): {
    mlir::DictionaryAttr dict;
    if (!readDictionaryBody(reader, dict))
      return false;
    OptimizationHintsAttr result;
    if (!buildChecked(reader, result, [&](auto emit) {
          return OptimizationHintsAttr::getChecked(emit, ctx, dict);
        }))
      return false;
    attr = result;
    return true;
  }
  case uint64_t(AttrTag::Bounded): {
    uint8_t flags;
    std::optional<int64_t> lower, upper;
    if (!reader.readByte(flags))
      return false;
    int64_t value;
    if (flags & 1) {
      if (!reader.readSignedVar(value))
        return false;
      lower = value;
    }
    if (flags & 2) {
      if (!reader.readSignedVar(value))
        return false;
      upper = value;
    }
    BoundedAttr result;
    if (!buildChecked(reader, result, [&](auto emit) {
          return BoundedAttr::getChecked(emit, ctx, lower, upper);
        }))
      return false;
    attr = result;
    return true;
  }
  default:
    return reader.fail("unsupported AttributeTag " + llvm::Twine(tag) +
                       " for self-contained attribute");
  }
}

} // namespace tilec::bytecode
