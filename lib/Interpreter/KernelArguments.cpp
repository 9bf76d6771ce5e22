//===- KernelArguments.cpp - binding host inputs to kernel parameters -----===//
#include "tilec/Interpreter/KernelArguments.h"

#include "tilec/Dialect/CudaTile/CudaTileTypes.h"
#include "tilec/Interpreter/ElementCodec.h"
#include "tilec/Runtime/BufferSpec.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdlib>

using namespace mlir;
using tilec::runtime::ScalarKind;

namespace tilec::interp {

std::string getTypeSpelling(Type type) {
  std::string text;
  llvm::raw_string_ostream(text) << type;
  // Nested types already print without the dialect prefix; drop the outer one.
  llvm::StringRef spelling(text);
  spelling.consume_front("!cuda_tile.");
  return spelling.str();
}

std::optional<ScalarKind> getScalarKind(Type elementType) {
  if (auto integer = dyn_cast<IntegerType>(elementType)) {
    switch (integer.getWidth()) {
    case 1: return ScalarKind::I1;
    case 8: return ScalarKind::I8;
    case 16: return ScalarKind::I16;
    case 32: return ScalarKind::I32;
    case 64: return ScalarKind::I64;
    default: return std::nullopt;
    }
  }
  std::optional<numeric::FloatFormat> format = getFloatFormat(elementType);
  if (!format)
    return std::nullopt;
  for (ScalarKind kind : {ScalarKind::F16, ScalarKind::BF16, ScalarKind::TF32, ScalarKind::F32,
                          ScalarKind::F64, ScalarKind::F8E4M3FN, ScalarKind::F8E5M2,
                          ScalarKind::F8E8M0FNU, ScalarKind::F4E2M1FN, ScalarKind::UE5M3})
    if (runtime::getFloatFormat(kind) == format)
      return kind;
  return std::nullopt;
}

TileValue getBufferTile(const runtime::HostBuffer &buffer, Type elementType) {
  TileValue tile(elementType, buffer.getShape());
  for (int64_t i = 0; i < buffer.getNumElements(); ++i)
    tile.elements[i] = buffer.getBits(i);
  return tile;
}

namespace {

llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// The encoding of the value a float literal names. `nan` and `inf` name NaN and Inf
/// themselves, so a format that has them gets them (f8E4M3FN NaN 0x7F, f8E5M2 Inf 0x7C),
/// although converting those values *to* f8E4M3FN/f8E5M2 saturates (seed §5.1.3); formats
/// without them take what the conversion rules give. A finite literal is rounded once, to
/// nearest even, straight from its decimal digits: through a double it would be rounded twice,
/// and a decimal just above a tie of the format would land on the tie and round to even
/// (1.00000005960464477539062500000001 would give 1 instead of 1 + 2^-23 as f32).
llvm::Expected<uint64_t> parseFloatLiteral(llvm::StringRef text, Type elementType) {
  std::string copy = text.str();
  char *end = nullptr;
  double value = std::strtod(copy.c_str(), &end);
  if (copy.empty() || *end != '\0')
    return makeError("'" + text + "' is not a floating-point number");
  numeric::FloatFormat format = *getFloatFormat(elementType);
  const numeric::FormatInfo &info = numeric::getFormatInfo(format);
  if (std::isnan(value) && info.hasNaN)
    return numeric::canonicalNaN(format);
  if (std::isinf(value) && info.hasInf) {
    uint64_t bits = encodeFloat(value, elementType);
    // Only f8E5M2 saturates Inf; its Inf follows its largest finite value (0x7B -> 0x7C).
    return numeric::isInf(bits, format) ? bits : numeric::maxFinite(format, value < 0) + 1;
  }
  // f8E8M0FNU (no zero, no sign) is left to the conversion rules, as are literals beyond the
  // format's range (saturation or Inf per format) and spellings APFloat does not read.
  // UE5M3 has no APFloat semantics: its literals round from the double (4 significant bits, so
  // the double's own rounding cannot create a false tie).
  if (std::isfinite(value) && info.hasZero && format != numeric::FloatFormat::UE5M3) {
    const llvm::fltSemantics &semantics = cast<FloatType>(elementType).getFloatSemantics();
    llvm::APFloat rounded(semantics);
    llvm::Expected<llvm::APFloat::opStatus> status =
        rounded.convertFromString(text, llvm::APFloat::rmNearestTiesToEven);
    if (!status)
      llvm::consumeError(status.takeError());
    else if (rounded.isFinite() && !(*status & llvm::APFloat::opOverflow)) {
      // Every format is a subset of double: this conversion is exact.
      bool losesInfo = false;
      rounded.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
                      &losesInfo);
      value = rounded.convertToDouble();
    }
  }
  return encodeFloat(value, elementType);
}

/// Parses one number literal into the encoding of `elementType`.
llvm::Expected<uint64_t> parseScalarLiteral(llvm::StringRef text, Type elementType) {
  if (getFloatFormat(elementType))
    return parseFloatLiteral(text, elementType);
  if (!isa<IntegerType>(elementType))
    return makeError("values of this type cannot be given on the command line");
  unsigned width = getIntegerWidth(elementType);
  if (width == 1 && (text == "true" || text == "false"))
    return uint64_t(text == "true");
  // Decimal (signed or unsigned) or 0x hexadecimal bits, within the width's range.
  bool negative = text.starts_with("-");
  llvm::StringRef digits = negative ? text.drop_front() : text;
  unsigned radix = digits.consume_front_insensitive("0x") ? 16 : 10;
  uint64_t magnitude = 0;
  if (digits.empty() || digits.getAsInteger(radix, magnitude))
    return makeError("'" + text + "' is not an integer");
  uint64_t limit = width >= 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
  bool fits = negative ? magnitude <= (limit >> 1) + 1 : magnitude <= limit;
  if (!fits)
    return makeError("'" + text + "' does not fit in i" + llvm::Twine(width));
  return truncateBits(negative ? 0 - magnitude : magnitude, width);
}

} // namespace

llvm::Expected<std::unique_ptr<KernelArguments>>
KernelArguments::bind(Interpreter &interpreter, llvm::ArrayRef<KernelParameter> parameters,
                      llvm::ArrayRef<std::string> specs) {
  if (specs.size() != parameters.size()) {
    std::string expected;
    llvm::raw_string_ostream stream(expected);
    for (auto [index, parameter] : llvm::enumerate(parameters))
      stream << (index ? ", " : "") << '%' << parameter.name << ": "
             << getTypeSpelling(parameter.type);
    return makeError("the kernel takes " + llvm::Twine(parameters.size()) + " argument" +
                     (parameters.size() == 1 ? "" : "s") + " (" + expected + "), but " +
                     llvm::Twine(specs.size()) + (specs.size() == 1 ? " was" : " were") +
                     " given");
  }
  std::unique_ptr<KernelArguments> arguments(new KernelArguments(interpreter, parameters));
  for (auto [index, spec] : llvm::enumerate(specs))
    if (llvm::Error error = arguments->bindOne(index, spec)) {
      const KernelParameter &parameter = parameters[index];
      return makeError("argument #" + llvm::Twine(index) + " (%" + parameter.name + ": " +
                       getTypeSpelling(parameter.type) + "): " + llvm::toString(std::move(error)));
    }
  return std::move(arguments);
}

llvm::Error KernelArguments::bindOne(unsigned index, llvm::StringRef spec) {
  Type type = parameters[index].type;
  if (isa<cuda_tile::TokenType>(type)) {
    values.push_back(TokenValue{});
    return llvm::Error::success();
  }
  auto tileType = dyn_cast<cuda_tile::TileType>(type);
  if (!tileType)
    return makeError("the launch ABI has no host value for this type");
  Type elementType = tileType.getElementType();

  if (auto pointer = dyn_cast<cuda_tile::PointerType>(elementType)) {
    if (tileType.getRank() != 0)
      return makeError("pointer tiles can only be passed as rank-0 tiles");
    Type pointee = pointer.getPointeeType();
    std::optional<ScalarKind> kind = getScalarKind(pointee);
    if (!kind)
      return makeError("no host buffer can hold elements of this type");
    if (!runtime::isBufferSpec(spec))
      return makeError("expected a buffer (a .npy file or GEN:KIND:SHAPE such as zeros:" +
                       runtime::getScalarKindName(*kind) + ":128), got '" + spec + "'");
    llvm::Expected<runtime::HostBuffer> data = runtime::createBufferFromSpec(spec, kind);
    if (!data)
      return data.takeError();
    buffers.push_back(std::make_unique<Buffer>(Buffer{index, pointee, std::move(*data)}));
    runtime::HostBuffer &buffer = buffers.back()->data;
    interpreter.getMemory().addRegion(buffer.data(), buffer.getSizeInBytes(),
                                      "buffer %" + parameters[index].name);
    values.push_back(TileValue::scalar(elementType, reinterpret_cast<uint64_t>(buffer.data())));
    return llvm::Error::success();
  }

  if (tileType.getRank() == 0) {
    llvm::Expected<uint64_t> bits = parseScalarLiteral(spec, elementType);
    if (!bits)
      return bits.takeError();
    values.push_back(TileValue::scalar(elementType, *bits));
    return llvm::Error::success();
  }

  std::optional<ScalarKind> kind = getScalarKind(elementType);
  if (!kind || !runtime::isBufferSpec(spec))
    return makeError("expected a buffer spec or .npy file holding the whole tile, got '" + spec +
                     "'");
  llvm::Expected<runtime::HostBuffer> data = runtime::createBufferFromSpec(spec, kind);
  if (!data)
    return data.takeError();
  if (data->getShape() != tileType.getShape())
    return makeError("'" + spec + "' does not have the tile's shape");
  values.push_back(getBufferTile(*data, elementType));
  return llvm::Error::success();
}

KernelArguments::Buffer *KernelArguments::findBuffer(llvm::StringRef name) {
  unsigned position = 0;
  bool isPosition = !name.getAsInteger(10, position);
  for (std::unique_ptr<Buffer> &buffer : buffers)
    if (parameters[buffer->parameter].name == name ||
        (isPosition && buffer->parameter == position))
      return buffer.get();
  return nullptr;
}

KernelArguments::~KernelArguments() {
  for (std::unique_ptr<Buffer> &buffer : buffers)
    interpreter.getMemory().removeRegion(buffer->data.data());
}

} // namespace tilec::interp
