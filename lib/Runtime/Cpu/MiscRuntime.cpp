//===- MiscRuntime.cpp - runtime helpers of the Misc and Shape families ---===//
//
// What compiled code cannot do inline for print_tko, assert and assume, and the checked-mode
// errors of extract and offset: formatting text into the block's output (BlockState::output)
// and building error messages, exactly as the interpreter does (lib/Interpreter/ExecMisc.cpp,
// MiscPrintFormat.cpp, ExecControlFlow.cpp executeAssert, ExecShape.cpp).
//
// The runtime does not know MLIR types, so the lowering (MiscToCPU.cpp) describes each tile
// operand by a constant array of int64: {class, parameter, rank, dims...} where class 0 is an
// integer of `parameter` bits (i1, i4, i8 ... i64), 1 a pointer whose pointee takes `parameter`
// bits of memory, 2 a float of numeric::FloatFormat `parameter`. The tile itself is the address
// of its storage (dense, row-major, getStorageBytes of the lowering per element; a sub-byte
// element in the low bits of its byte).
//
// Helpers that fail build their message in a thread-local string and call tilec_rt_fail from a
// frame without other owning locals: the longjmp skips destructors.
//
//===----------------------------------------------------------------------===//
#include "tilec/Runtime/CpuAbi.h"
#include "tilec/Runtime/CpuLaunch.h"
#include "tilec/Runtime/RuntimeSymbols.h"

#include "tilec/Numeric/FloatFormats.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>

using tilec::runtime::BlockContext;
using tilec::runtime::BlockState;

namespace tilec::runtime {

namespace {

//===----------------------------------------------------------------------===//
// Tiles as the lowering describes them
//===----------------------------------------------------------------------===//

enum class ElementClass : int64_t { Integer = 0, Pointer = 1, Float = 2 };

struct ElementKind {
  ElementClass elementClass;
  int64_t parameter;

  bool isFloat() const { return elementClass == ElementClass::Float; }
  bool isPointer() const { return elementClass == ElementClass::Pointer; }
  numeric::FloatFormat getFormat() const { return numeric::FloatFormat(parameter); }
  /// Width of the integer view of an element: the value's for integers and pointers, the
  /// encoding's for floats (tf32: its f32 container).
  unsigned getIntegerWidth() const {
    if (isPointer())
      return 64;
    if (isFloat())
      return numeric::getFormatInfo(getFormat()).storageBits;
    return unsigned(parameter);
  }
  /// Bytes of one element in a tile buffer.
  int64_t getStorageBytes() const {
    unsigned bits = isPointer() ? 64 : getIntegerWidth();
    return bits < 8 ? 1 : bits / 8;
  }
};

uint64_t truncateBits(uint64_t bits, unsigned width) {
  return width >= 64 ? bits : bits & ((uint64_t(1) << width) - 1);
}

int64_t signExtend(uint64_t bits, unsigned width) {
  if (width >= 64)
    return static_cast<int64_t>(bits);
  uint64_t signBit = uint64_t(1) << (width - 1);
  return static_cast<int64_t>((truncateBits(bits, width) ^ signBit) - signBit);
}

struct Tile {
  Tile(const void *data, const int64_t *descriptor)
      : data(static_cast<const uint8_t *>(data)),
        kind{ElementClass(descriptor[0]), descriptor[1]},
        shape(descriptor + 3, size_t(descriptor[2])) {}

  /// Ints of the descriptor this tile was read from.
  size_t getDescriptorSize() const { return 3 + shape.size(); }
  int64_t getRank() const { return int64_t(shape.size()); }
  int64_t getNumElements() const {
    int64_t count = 1;
    for (int64_t extent : shape)
      count *= extent;
    return count;
  }
  /// The element's bits as the interpreter keeps them (integers masked to their width).
  uint64_t get(int64_t linear) const {
    uint64_t bits = 0;
    int64_t bytes = kind.getStorageBytes();
    std::memcpy(&bits, data + linear * bytes, bytes);
    return kind.elementClass == ElementClass::Integer ? truncateBits(bits, unsigned(kind.parameter))
                                                      : bits;
  }
  llvm::SmallVector<int64_t> delinearize(int64_t linear) const {
    llvm::SmallVector<int64_t> index(shape.size());
    for (int64_t dim = getRank() - 1; dim >= 0; --dim) {
      index[dim] = linear % shape[dim];
      linear /= shape[dim];
    }
    return index;
  }
  int64_t linearize(llvm::ArrayRef<int64_t> index) const {
    int64_t linear = 0;
    for (auto [position, extent] : llvm::zip_equal(index, shape))
      linear = linear * extent + position;
    return linear;
  }

  const uint8_t *data;
  ElementKind kind;
  llvm::ArrayRef<int64_t> shape;
};

/// `[1, 2]`, `[]` for rank 0 (ValueFormat.cpp's formatIndex).
std::string formatIndex(llvm::ArrayRef<int64_t> index) {
  std::string text = "[";
  llvm::raw_string_ostream stream(text);
  llvm::interleaveComma(index, stream);
  stream << ']';
  return text;
}

/// The shortest `%g` rendering that encodes back to exactly `bits` (ElementCodec.cpp).
std::string formatFloat(uint64_t bits, numeric::FloatFormat format) {
  if (numeric::isNaN(bits, format))
    return "nan";
  double value = numeric::decode(bits, format);
  if (std::isinf(value))
    return value < 0 ? "-inf" : "inf";
  char text[64];
  int digits = 1;
  for (; digits < 17; ++digits) {
    std::snprintf(text, sizeof(text), "%.*e", digits - 1, value);
    if (numeric::encode(std::strtod(text, nullptr), format) == bits)
      break;
  }
  // Plain decimals for everyday magnitudes (448, not 4.48e+02); exponents beyond them.
  int exponent = std::atoi(std::strchr(text, 'e') + 1);
  if (value != 0 && (exponent < -4 || exponent >= 16))
    std::snprintf(text, sizeof(text), "%.*g", digits, value);
  else
    std::snprintf(text, sizeof(text), "%.*f", std::max(0, digits - 1 - exponent), value);
  return text;
}

/// One element as the driver prints it (ElementCodec.cpp's formatElement).
std::string formatElement(uint64_t bits, ElementKind kind) {
  if (kind.isFloat())
    return formatFloat(bits, kind.getFormat());
  std::string text;
  llvm::raw_string_ostream stream(text);
  if (kind.isPointer())
    stream << llvm::format_hex(bits, 18);
  else if (kind.parameter == 1)
    stream << (bits ? "true" : "false");
  else
    stream << signExtend(bits, unsigned(kind.parameter));
  return text;
}

/// Where a failing helper keeps its message while tilec_rt_fail copies it.
std::string &getFailureMessage() {
  thread_local std::string message;
  return message;
}

BlockState &getBlockState(BlockContext *context) {
  return *static_cast<BlockState *>(context->blockState);
}

//===----------------------------------------------------------------------===//
// print_tko (MiscPrintFormat.cpp)
//===----------------------------------------------------------------------===//

constexpr llvm::StringLiteral kConversionCharacters = "diuoxXeEfFgGaAcsSpn%";
constexpr unsigned kMaxFieldSize = 4096;
constexpr uint64_t kMaxPrintBytes = uint64_t(1) << 28;

struct ConversionSpec {
  std::string flags;
  std::string width;
  std::string precision; // With its leading '.', or empty.
  char conversion;
};

ConversionSpec parseSpec(llvm::StringRef spec) {
  ConversionSpec result;
  result.conversion = spec.back();
  llvm::StringRef body = spec.drop_front().drop_back();
  size_t position = 0;
  while (position < body.size() && llvm::StringRef("-+ #0").contains(body[position]))
    result.flags += body[position++];
  while (position < body.size() && llvm::isDigit(body[position]))
    result.width += body[position++];
  if (position < body.size() && body[position] == '.') {
    result.precision = ".";
    ++position;
    while (position < body.size() && llvm::isDigit(body[position]))
      result.precision += body[position++];
  }
  return result;
}

template <typename T>
std::string formatHost(const std::string &hostFormat, T value) {
  int length = std::snprintf(nullptr, 0, hostFormat.c_str(), value);
  if (length <= 0)
    return "";
  std::string text(static_cast<size_t>(length) + 1, '\0');
  std::snprintf(text.data(), text.size(), hostFormat.c_str(), value);
  text.pop_back();
  return text;
}

std::string formatString(const ConversionSpec &spec, const std::string &text, bool usePrecision) {
  std::string hostFormat = "%";
  if (llvm::StringRef(spec.flags).contains('-'))
    hostFormat += '-';
  hostFormat += spec.width;
  if (usePrecision)
    hostFormat += spec.precision;
  return formatHost(hostFormat + "s", text.c_str());
}

std::string formatConverted(const ConversionSpec &spec, uint64_t bits, ElementKind kind) {
  std::string hostPrefix = "%" + spec.flags + spec.width + spec.precision;
  unsigned width = kind.getIntegerWidth();
  uint64_t unsignedValue = truncateBits(bits, width);
  int64_t signedValue = width == 1 ? static_cast<int64_t>(unsignedValue)
                                   : signExtend(unsignedValue, width);
  switch (spec.conversion) {
  case 'd':
  case 'i':
    return formatHost(hostPrefix + "lld", static_cast<long long>(signedValue));
  case 'u':
  case 'o':
  case 'x':
  case 'X':
    return formatHost(hostPrefix + "ll" + spec.conversion,
                      static_cast<unsigned long long>(unsignedValue));
  case 'e':
  case 'E':
  case 'f':
  case 'F':
  case 'g':
  case 'G':
  case 'a':
  case 'A': {
    double value = kind.isFloat()     ? numeric::decode(bits, kind.getFormat())
                   : kind.isPointer() ? static_cast<double>(unsignedValue)
                                      : static_cast<double>(signedValue);
    return formatHost(hostPrefix + spec.conversion, value);
  }
  case 'c':
    return formatHost("%" + spec.flags + spec.width + "c", static_cast<int>(bits & 0xff));
  case 'p': {
    std::string hex;
    llvm::raw_string_ostream(hex) << llvm::format_hex(unsignedValue, 0);
    return formatString(spec, hex, /*usePrecision=*/false);
  }
  case 's':
  case 'S':
    return formatString(spec, formatElement(bits, kind), /*usePrecision=*/true);
  case 'n':
    return "";
  }
  return "";
}

std::string getTooLargeMessage() {
  return ("the text exceeds " + llvm::Twine(kMaxPrintBytes >> 20) +
          " MiB, the most the interpreter prints at once")
      .str();
}

/// All elements row-major in nested brackets; false (with `error` set) when too large.
bool formatTile(llvm::raw_ostream &output, const ConversionSpec &spec, const Tile &tile,
                std::string &error) {
  if (tile.getRank() == 0) {
    output << formatConverted(spec, tile.get(0), tile.kind);
    return true;
  }
  llvm::SmallVector<int64_t> suffixSizes(tile.getRank() + 1, 1);
  for (int64_t dim = tile.getRank() - 1; dim >= 0; --dim)
    suffixSizes[dim] = suffixSizes[dim + 1] * tile.shape[dim];
  for (int64_t linear = 0; linear < tile.getNumElements(); ++linear) {
    int64_t opened = 0;
    for (int64_t dim = 0; dim < tile.getRank(); ++dim)
      opened += linear % suffixSizes[dim] == 0;
    if (linear != 0)
      output << ", ";
    output << std::string(opened, '[');
    output << formatConverted(spec, tile.get(linear), tile.kind);
    int64_t closed = 0;
    for (int64_t dim = 0; dim < tile.getRank(); ++dim)
      closed += (linear + 1) % suffixSizes[dim] == 0;
    output << std::string(closed, ']');
    if (output.tell() > kMaxPrintBytes) {
      error = getTooLargeMessage();
      return false;
    }
  }
  return true;
}

std::optional<std::string> checkFieldSizes(const ConversionSpec &spec, llvm::StringRef text) {
  unsigned size;
  llvm::StringRef precisionDigits =
      llvm::StringRef(spec.precision).drop_while([](char c) { return c == '.'; });
  for (auto [what, digits] :
       {std::pair(llvm::StringRef("field width"), llvm::StringRef(spec.width)),
        std::pair(llvm::StringRef("precision"), precisionDigits)})
    if (!digits.empty() && (digits.getAsInteger(10, size) || size > kMaxFieldSize))
      return (what + " " + digits + " in '" + text + "' exceeds " + llvm::Twine(kMaxFieldSize) +
              ", the most the interpreter renders")
          .str();
  return std::nullopt;
}

/// Appends the expansion of `format` to `destination`; false (with `error` set) on failure, in
/// which case nothing is appended.
bool formatPrint(llvm::StringRef format, const uint64_t *addresses, const int64_t *descriptors,
                 std::string &destination, std::string &error) {
  std::string text;
  llvm::raw_string_ostream output(text);
  size_t position = 0;
  const int64_t *descriptor = descriptors;
  unsigned nextOperand = 0;
  while (position < format.size()) {
    size_t start = format.find('%', position);
    output << format.slice(position, start);
    if (start == llvm::StringRef::npos)
      break;
    size_t end = format.find_first_of(kConversionCharacters, start + 1);
    llvm::StringRef specText = format.slice(start, end + 1);
    ConversionSpec spec = parseSpec(specText);
    if (spec.conversion == '%') {
      output << '%';
    } else {
      if (std::optional<std::string> tooLarge = checkFieldSizes(spec, specText)) {
        error = "print_tko: " + *tooLarge;
        return false;
      }
      Tile tile(reinterpret_cast<const void *>(addresses[nextOperand++]), descriptor);
      descriptor += tile.getDescriptorSize();
      if (!formatTile(output, spec, tile, error)) {
        error = "print_tko: " + error;
        return false;
      }
    }
    if (output.tell() > kMaxPrintBytes) {
      error = "print_tko: " + getTooLargeMessage();
      return false;
    }
    position = end + 1;
  }
  destination += text;
  return true;
}

//===----------------------------------------------------------------------===//
// assume (ExecMisc.cpp)
//===----------------------------------------------------------------------===//

std::string describeElement(const Tile &tile, int64_t linear) {
  return "element " + formatIndex(tile.delinearize(linear)) + " = " +
         formatElement(tile.get(linear), tile.kind);
}

/// Integers signed, pointers as unsigned addresses; 128 bits hold both.
__int128 readNumber(const Tile &tile, int64_t linear) {
  if (tile.kind.isPointer())
    return static_cast<__int128>(tile.get(linear));
  return signExtend(tile.get(linear), tile.kind.getIntegerWidth());
}

bool isDivisible(__int128 value, int64_t divisor) {
  return (static_cast<uint64_t>(value) & static_cast<uint64_t>(divisor - 1)) == 0;
}

/// The predicate descriptor (MiscToCPU.cpp): {0, divisor, every, along} for div_by (every 1
/// and along 0 when absent), {1, n, sizes...} for same_elements, {2, hasLower, lower,
/// hasUpper, upper} for bounded.
enum class PredicateKind : int64_t { DivBy = 0, SameElements = 1, Bounded = 2 };

std::optional<std::string> checkDivBy(const int64_t *predicate, const Tile &tile) {
  int64_t divisor = predicate[1], every = predicate[2], along = predicate[3];
  if (every == 0)
    return std::nullopt;
  unsigned stepBits = tile.kind.isPointer() ? unsigned(tile.kind.parameter) : 0;
  for (int64_t linear = 0; linear < tile.getNumElements(); ++linear) {
    llvm::SmallVector<int64_t> index = tile.delinearize(linear);
    int64_t offset = tile.getRank() == 0 ? 0 : index[along] % every;
    __int128 number = readNumber(tile, linear);
    if (offset == 0) {
      if (!isDivisible(number, divisor))
        return describeElement(tile, linear) + " is not divisible by " + std::to_string(divisor);
      continue;
    }
    index[along] -= offset;
    int64_t first = tile.linearize(index);
    __int128 difference = number - readNumber(tile, first);
    bool counts = stepBits ? difference * 8 == __int128(offset) * stepBits : difference == offset;
    if (!counts)
      return describeElement(tile, linear) + " is not " + describeElement(tile, first) + " + " +
             std::to_string(offset) + (stepBits ? " pointees" : "");
  }
  return std::nullopt;
}

std::optional<std::string> checkSameElements(const int64_t *predicate, const Tile &tile) {
  llvm::ArrayRef<int64_t> groupSizes(predicate + 2, size_t(predicate[1]));
  for (int64_t linear = 0; linear < tile.getNumElements(); ++linear) {
    llvm::SmallVector<int64_t> index = tile.delinearize(linear);
    for (auto [position, size] : llvm::zip_equal(index, groupSizes))
      if (size > 1)
        position -= position % size;
    int64_t first = tile.linearize(index);
    if (tile.get(first) != tile.get(linear))
      return describeElement(tile, linear) + " differs from " + describeElement(tile, first) +
             ", the first of its group";
  }
  return std::nullopt;
}

std::optional<std::string> checkBounded(const int64_t *predicate, const Tile &tile) {
  bool hasLower = predicate[1] != 0, hasUpper = predicate[3] != 0;
  int64_t lower = predicate[2], upper = predicate[4];
  for (int64_t linear = 0; linear < tile.getNumElements(); ++linear) {
    __int128 number = readNumber(tile, linear);
    if (hasLower && number < lower)
      return describeElement(tile, linear) + " is below the lower bound " +
             std::to_string(lower);
    if (hasUpper && number > upper)
      return describeElement(tile, linear) + " is above the upper bound " +
             std::to_string(upper);
  }
  return std::nullopt;
}

/// The message of a violated predicate, or false when it holds.
bool findAssumeViolation(const void *data, const int64_t *descriptor, const int64_t *predicate,
                         const char *predicateText, std::string &message) {
  Tile tile(data, descriptor);
  std::optional<std::string> violation;
  switch (PredicateKind(predicate[0])) {
  case PredicateKind::DivBy:
    violation = checkDivBy(predicate, tile);
    break;
  case PredicateKind::SameElements:
    violation = checkSameElements(predicate, tile);
    break;
  case PredicateKind::Bounded:
    violation = checkBounded(predicate, tile);
    break;
  }
  if (!violation)
    return false;
  message = std::string("assume: predicate ") + predicateText + " does not hold: " + *violation;
  return true;
}

//===----------------------------------------------------------------------===//
// assert (ExecControlFlow.cpp)
//===----------------------------------------------------------------------===//

void reportAssertFailures(BlockContext *context, const uint8_t *condition,
                          const int64_t *descriptor, const char *where, const char *message) {
  Tile tile(condition, descriptor);
  BlockState &block = getBlockState(context);
  llvm::raw_string_ostream output(block.output);
  for (int64_t linear = 0; linear < tile.getNumElements(); ++linear) {
    if (condition[linear] != 0)
      continue;
    output << where << "assert failed at " << formatIndex(tile.delinearize(linear))
           << " in tile block (" << context->blockId[0] << ", " << context->blockId[1] << ", "
           << context->blockId[2] << "): " << message << "\n";
    block.assertFailed = true;
  }
}

//===----------------------------------------------------------------------===//
// offset (ExecShape.cpp)
//===----------------------------------------------------------------------===//

void describeOddOffset(int64_t elements, int64_t linear, const int64_t *shape, int64_t rank,
                       std::string &message) {
  llvm::SmallVector<int64_t> index(rank);
  for (int64_t dim = rank - 1; dim >= 0; --dim) {
    index[dim] = linear % shape[dim];
    linear /= shape[dim];
  }
  message = ("offset: odd element offset " + llvm::Twine(elements) +
             " into packed f4E2M1FN memory at element " + formatIndex(index) +
             " does not address a byte")
                .str();
}

} // namespace

} // namespace tilec::runtime

using namespace tilec::runtime;

extern "C" {

/// print_tko: appends the expansion of `format` with the tile operands (`addresses[i]`,
/// described by consecutive descriptors) to the block's output.
void tilec_rt_print(BlockContext *context, int32_t location, const char *format,
                    const uint64_t *addresses, const int64_t *descriptors) {
  if (!formatPrint(format, addresses, descriptors, getBlockState(context).output,
                   getFailureMessage()))
    tilec_rt_fail(context, location, getFailureMessage().c_str());
}

/// assert: one line per false byte of `condition`; the block's launch fails at its end.
void tilec_rt_assert_failed(BlockContext *context, const uint8_t *condition,
                            const int64_t *descriptor, const char *where, const char *message) {
  reportAssertFailures(context, condition, descriptor, where, message);
}

/// assume on a tile: checked mode reports the first element that breaks the predicate.
void tilec_rt_assume(BlockContext *context, int32_t location, const void *data,
                     const int64_t *descriptor, const int64_t *predicate,
                     const char *predicateText) {
  if (!context->launch->checked)
    return;
  if (findAssumeViolation(data, descriptor, predicate, predicateText, getFailureMessage()))
    tilec_rt_fail(context, location, getFailureMessage().c_str());
}

/// assume div_by on a tensor_view: its base address must be divisible.
void tilec_rt_assume_view(BlockContext *context, int32_t location, uint64_t base,
                          int64_t divisor, const char *predicateText) {
  if (!context->launch->checked || isDivisible(base, divisor))
    return;
  std::string &message = getFailureMessage();
  message.clear();
  llvm::raw_string_ostream(message)
      << "assume: predicate " << predicateText << " does not hold: base address "
      << llvm::format_hex(base, 0) << " is not divisible by " << divisor;
  tilec_rt_fail(context, location, message.c_str());
}

/// extract: index `slice` of dimension `dim` is past the last of `slices` slices. Returns in
/// unchecked mode (the code takes slice % slices).
void tilec_rt_extract_out_of_range(BlockContext *context, int32_t location, int64_t slice,
                                   int64_t dim, int64_t slices, int64_t size) {
  if (!context->launch->checked)
    return;
  getFailureMessage() = ("extract: index " + llvm::Twine(slice) + " in dimension " +
                         llvm::Twine(dim) + " selects a slice that does not exist (" +
                         llvm::Twine(slices) + " slices of size " + llvm::Twine(size) + ")")
                            .str();
  tilec_rt_fail(context, location, getFailureMessage().c_str());
}

/// offset: an odd element offset into f4E2M1FN memory, at element `linear` of a tile of the
/// given shape. Returns in unchecked mode (the code rounds down to whole bytes).
void tilec_rt_offset_odd_f4(BlockContext *context, int32_t location, int64_t elements,
                            int64_t linear, const int64_t *shape, int64_t rank) {
  if (!context->launch->checked)
    return;
  describeOddOffset(elements, linear, shape, rank, getFailureMessage());
  tilec_rt_fail(context, location, getFailureMessage().c_str());
}

} // extern "C"

namespace tilec::runtime {

void appendMiscRuntimeSymbols(RuntimeSymbolList &symbols) {
  symbols.push_back({"tilec_rt_print", reinterpret_cast<void *>(&tilec_rt_print)});
  symbols.push_back({"tilec_rt_assert_failed", reinterpret_cast<void *>(&tilec_rt_assert_failed)});
  symbols.push_back({"tilec_rt_assume", reinterpret_cast<void *>(&tilec_rt_assume)});
  symbols.push_back({"tilec_rt_assume_view", reinterpret_cast<void *>(&tilec_rt_assume_view)});
  symbols.push_back({"tilec_rt_extract_out_of_range",
                     reinterpret_cast<void *>(&tilec_rt_extract_out_of_range)});
  symbols.push_back(
      {"tilec_rt_offset_odd_f4", reinterpret_cast<void *>(&tilec_rt_offset_odd_f4)});
}

} // namespace tilec::runtime
