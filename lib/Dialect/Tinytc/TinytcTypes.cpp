//===- TinytcTypes.cpp - memref, group and coopmatrix types -------------===//
//
// Storage (generated), verifiers whose messages name the violated rule, and the language's type
// syntax, which both the tinytc front end and the dialect's `!tinytc.` types use.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/Tinytc/TinytcDialect.h"
#include "tilec/Dialect/Tinytc/TinytcTypeRules.h"
#include "tilec/Dialect/Tinytc/TinytcTypes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace tilec::tinytc;

#define GET_TYPEDEF_CLASSES
#include "tilec/Dialect/Tinytc/TinytcTypes.cpp.inc"

void TinytcDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "tilec/Dialect/Tinytc/TinytcTypes.cpp.inc"
      >();
}

SmallVector<int64_t> tilec::tinytc::packedStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides;
  int64_t stride = 1;
  for (int64_t size : shape) {
    strides.push_back(stride);
    if (stride == ShapedType::kDynamic || size == ShapedType::kDynamic)
      stride = ShapedType::kDynamic;
    else if (__builtin_mul_overflow(stride, size, &stride))
      stride = ShapedType::kDynamic;
  }
  return strides;
}

StringRef tilec::tinytc::matrixUseName(MatrixUse use) {
  switch (use) {
  case MatrixUse::A:
    return "matrix_a";
  case MatrixUse::B:
    return "matrix_b";
  case MatrixUse::Acc:
    return "matrix_acc";
  }
  return "matrix_acc";
}

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

LogicalResult MemrefType::verify(function_ref<InFlightDiagnostic()> emitError, Type elementType,
                                 ArrayRef<int64_t> shape, ArrayRef<int64_t> stride, bool) {
  if (!isNumberType(elementType))
    return emitError() << "memref element type must be a number type, got "
                       << tinytcTypeString(elementType);
  for (int64_t size : shape)
    if (size != ShapedType::kDynamic && size < 0)
      return emitError() << "memref mode size must be non-negative, got " << size;
  if (stride.size() != shape.size())
    return emitError() << "strided layout must have one stride per mode (order " << shape.size()
                       << "), got " << stride.size();
  for (size_t i = 0; i < stride.size(); ++i) {
    if (stride[i] == ShapedType::kDynamic)
      continue;
    if (stride[i] < (i == 0 ? 1 : 0))
      return emitError() << "strided layout: stride " << i + 1 << " must be "
                         << (i == 0 ? "at least 1" : "non-negative") << ", got " << stride[i];
    if (i > 0 && stride[i - 1] != ShapedType::kDynamic && shape[i - 1] != ShapedType::kDynamic) {
      int64_t minimum;
      if (!__builtin_mul_overflow(stride[i - 1], shape[i - 1], &minimum) && stride[i] < minimum)
        return emitError() << "strided layout: stride " << i + 1 << " (" << stride[i]
                           << ") must be at least stride " << i << " times mode size " << i
                           << " (" << minimum << ")";
    }
  }
  return success();
}

LogicalResult GroupType::verify(function_ref<InFlightDiagnostic()> emitError, MemrefType memref,
                                int64_t size, int64_t offset) {
  if (!memref)
    return emitError() << "group element must be a memref type";
  if (size != ShapedType::kDynamic && size < 0)
    return emitError() << "group size must be non-negative, got " << size;
  if (offset != ShapedType::kDynamic && offset < 0)
    return emitError() << "group offset must be non-negative, got " << offset;
  return success();
}

LogicalResult CoopmatrixType::verify(function_ref<InFlightDiagnostic()> emitError,
                                     Type componentType, int64_t rows, int64_t cols, MatrixUse) {
  if (!isNumberType(componentType))
    return emitError() << "coopmatrix component type must be a number type, got "
                       << tinytcTypeString(componentType);
  if (rows < 1 || cols < 1)
    return emitError() << "coopmatrix shape must be positive, got " << rows << "x" << cols;
  return success();
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

static void printSize(int64_t value, raw_ostream &os) {
  if (value == ShapedType::kDynamic)
    os << '?';
  else
    os << value;
}

void tilec::tinytc::printTinytcType(Type type, raw_ostream &os) {
  if (!type) {
    os << "<<null type>>";
    return;
  }
  if (auto memref = dyn_cast<MemrefType>(type)) {
    os << "memref<";
    printTinytcType(memref.getElementType(), os);
    for (int64_t size : memref.getShape()) {
      os << 'x';
      printSize(size, os);
    }
    if (memref.getStride() != ArrayRef<int64_t>(packedStrides(memref.getShape()))) {
      os << ",strided<";
      llvm::interleave(memref.getStride(), os, [&](int64_t s) { printSize(s, os); }, ",");
      os << '>';
    }
    if (memref.getLocal())
      os << ",local";
    os << '>';
    return;
  }
  if (auto group = dyn_cast<GroupType>(type)) {
    os << "group<";
    printTinytcType(group.getMemref(), os);
    os << 'x';
    printSize(group.getSize(), os);
    if (group.getOffset() != 0) {
      os << ", offset: ";
      printSize(group.getOffset(), os);
    }
    os << '>';
    return;
  }
  if (auto coop = dyn_cast<CoopmatrixType>(type)) {
    os << "coopmatrix<";
    printTinytcType(coop.getComponentType(), os);
    os << 'x' << coop.getRows() << 'x' << coop.getCols() << ',' << matrixUseName(coop.getUse())
       << '>';
    return;
  }
  if (type.isInteger(1))
    os << "bool";
  else if (type.isIndex())
    os << "index";
  else if (auto complex = dyn_cast<ComplexType>(type))
    os << (complex.getElementType().isF32() ? "c32" : "c64");
  else if (isa<NoneType>(type))
    os << "void";
  else
    type.print(os);
}

std::string tilec::tinytc::tinytcTypeString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  printTinytcType(type, os);
  return text;
}

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

namespace {

/// Recursive-descent reader of one type over a character cursor. White space may separate the
/// tokens of a type (`group<memref<f32>x?, offset: ?>`).
class TypeReader {
public:
  TypeReader(MLIRContext *context, StringRef text, size_t &pos, std::string &error)
      : context(context), text(text), pos(pos), error(error) {}

  Type parseType() {
    skipSpace();
    size_t start = pos;
    StringRef word = peekWord();
    if (word == "memref")
      return parseMemref();
    if (word == "group")
      return parseGroup();
    if (word == "coopmatrix")
      return parseCoopmatrix();
    if (word == "void") {
      pos += word.size();
      return NoneType::get(context);
    }
    if (word == "bool") {
      pos += word.size();
      return IntegerType::get(context, 1);
    }
    if (Type scalar = scalarNamed(word)) {
      pos += word.size();
      return scalar;
    }
    pos = start;
    return fail(word.empty() ? "expected a type" : "unknown type '" + word.str() + "'");
  }

private:
  MLIRContext *context;
  StringRef text;
  size_t &pos;
  std::string &error;

  Type fail(const std::string &message) {
    if (error.empty())
      error = message;
    return {};
  }

  /// White space and `;` comments, as between any tokens of the language.
  void skipSpace() {
    while (pos < text.size()) {
      if (llvm::isSpace(text[pos])) {
        ++pos;
      } else if (text[pos] == ';') {
        while (pos < text.size() && text[pos] != '\n')
          ++pos;
      } else {
        break;
      }
    }
  }

  StringRef peekWord() const {
    size_t end = pos;
    while (end < text.size() && (llvm::isAlnum(text[end]) || text[end] == '_'))
      ++end;
    return text.slice(pos, end);
  }

  bool consume(char c) {
    skipSpace();
    if (pos < text.size() && text[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }

  bool expect(char c) {
    if (consume(c))
      return true;
    fail(std::string("expected '") + c + "' in type");
    return false;
  }

  Type scalarNamed(StringRef name) {
    Builder b(context);
    return llvm::StringSwitch<Type>(name)
        .Case("i8", b.getIntegerType(8))
        .Case("i16", b.getIntegerType(16))
        .Case("i32", b.getIntegerType(32))
        .Case("i64", b.getIntegerType(64))
        .Case("index", b.getIndexType())
        .Case("bf16", b.getBF16Type())
        .Case("f16", b.getF16Type())
        .Case("f32", b.getF32Type())
        .Case("f64", b.getF64Type())
        .Case("c32", ComplexType::get(b.getF32Type()))
        .Case("c64", ComplexType::get(b.getF64Type()))
        .Default(Type());
  }

  /// A number type directly followed by `x<size>` parts: the longest scalar name that prefixes the
  /// word (`f32x4x8` is f32 then x4, x8).
  Type parseNumberPrefix() {
    skipSpace();
    StringRef word = peekWord();
    for (StringRef name : {"index", "bf16", "f16", "f32", "f64", "c32", "c64", "i8", "i16",
                           "i32", "i64"}) {
      if (!word.starts_with(name))
        continue;
      StringRef rest = word.drop_front(name.size());
      if (!rest.empty() && rest.front() != 'x')
        continue;
      pos += name.size();
      return scalarNamed(name);
    }
    return fail("expected a number type");
  }

  /// integer-constant or `?`.
  bool parseSize(int64_t &value, bool allowDynamic = true) {
    skipSpace();
    if (allowDynamic && pos < text.size() && text[pos] == '?') {
      ++pos;
      value = ShapedType::kDynamic;
      return true;
    }
    size_t start = pos;
    if (pos < text.size() && (text[pos] == '-' || text[pos] == '+'))
      ++pos;
    size_t digits = pos;
    while (pos < text.size() && llvm::isDigit(text[pos]))
      ++pos;
    if (pos == digits) {
      pos = start;
      fail(allowDynamic ? "expected an integer constant or '?'" : "expected an integer constant");
      return false;
    }
    if (text.slice(start, pos).getAsInteger(10, value) || value == INT64_MIN) {
      pos = start;
      fail("integer constant out of range");
      return false;
    }
    return true;
  }

  Type parseMemref() {
    pos += strlen("memref");
    if (!expect('<'))
      return {};
    Type element = parseNumberPrefix();
    if (!element)
      return {};
    SmallVector<int64_t> shape;
    while (consume('x')) {
      int64_t size;
      if (!parseSize(size))
        return {};
      shape.push_back(size);
    }
    std::optional<SmallVector<int64_t>> strides;
    bool local = false;
    size_t layoutPos = pos;
    while (consume(',')) {
      skipSpace();
      StringRef word = peekWord();
      if (word == "strided" && !strides && !local) {
        layoutPos = pos;
        pos += word.size();
        if (!expect('<'))
          return {};
        strides.emplace();
        if (!consume('>')) {
          do {
            int64_t stride;
            if (!parseSize(stride))
              return {};
            strides->push_back(stride);
          } while (consume(','));
          if (!expect('>'))
            return {};
        }
      } else if ((word == "global" || word == "local") && !local) {
        pos += word.size();
        local = word == "local";
        break;
      } else {
        return fail("expected 'strided<...>', 'global' or 'local' in memref type");
      }
    }
    if (!expect('>'))
      return {};
    SmallVector<int64_t> stride = strides ? *strides : packedStrides(shape);
    if (std::string why = memrefProblem(element, shape, stride); !why.empty()) {
      pos = layoutPos;
      return fail(why);
    }
    return MemrefType::get(context, element, shape, stride, local);
  }

  /// The verifier's rule as a message, without emitting a diagnostic.
  static std::string memrefProblem(Type, ArrayRef<int64_t> shape, ArrayRef<int64_t> stride) {
    for (int64_t size : shape)
      if (size != ShapedType::kDynamic && size < 0)
        return "memref mode size must be non-negative, got " + std::to_string(size);
    if (stride.size() != shape.size())
      return "strided layout must have one stride per mode (order " +
             std::to_string(shape.size()) + "), got " + std::to_string(stride.size());
    for (size_t i = 0; i < stride.size(); ++i) {
      if (stride[i] == ShapedType::kDynamic)
        continue;
      if (stride[i] < (i == 0 ? 1 : 0))
        return "strided layout: stride " + std::to_string(i + 1) + " must be " +
               (i == 0 ? "at least 1" : "non-negative") + ", got " + std::to_string(stride[i]);
      if (i > 0 && stride[i - 1] != ShapedType::kDynamic &&
          shape[i - 1] != ShapedType::kDynamic) {
        int64_t minimum;
        if (!__builtin_mul_overflow(stride[i - 1], shape[i - 1], &minimum) &&
            stride[i] < minimum)
          return "strided layout: stride " + std::to_string(i + 1) + " (" +
                 std::to_string(stride[i]) + ") must be at least stride " + std::to_string(i) +
                 " times mode size " + std::to_string(i) + " (" + std::to_string(minimum) + ")";
      }
    }
    return "";
  }

  Type parseGroup() {
    pos += strlen("group");
    if (!expect('<'))
      return {};
    skipSpace();
    if (peekWord() != "memref")
      return fail("expected a memref type as group element");
    Type memref = parseMemref();
    if (!memref)
      return {};
    if (!expect('x'))
      return {};
    int64_t size, offset = 0;
    if (!parseSize(size))
      return {};
    if (consume(',')) {
      skipSpace();
      if (peekWord() != "offset")
        return fail("expected 'offset' in group type");
      pos += strlen("offset");
      if (!expect(':') || !parseSize(offset))
        return {};
    }
    if (!expect('>'))
      return {};
    if (size != ShapedType::kDynamic && size < 0)
      return fail("group size must be non-negative");
    if (offset != ShapedType::kDynamic && offset < 0)
      return fail("group offset must be non-negative");
    return GroupType::get(context, cast<MemrefType>(memref), size, offset);
  }

  Type parseCoopmatrix() {
    pos += strlen("coopmatrix");
    if (!expect('<'))
      return {};
    Type component = parseNumberPrefix();
    if (!component)
      return {};
    int64_t rows, cols;
    if (!expect('x') || !parseSize(rows, false) || !expect('x') || !parseSize(cols, false))
      return {};
    if (!expect(','))
      return {};
    skipSpace();
    StringRef word = peekWord();
    MatrixUse use;
    if (word == "matrix_a")
      use = MatrixUse::A;
    else if (word == "matrix_b")
      use = MatrixUse::B;
    else if (word == "matrix_acc")
      use = MatrixUse::Acc;
    else
      return fail("expected matrix_a, matrix_b or matrix_acc");
    size_t usePos = pos;
    pos += word.size();
    if (!expect('>'))
      return {};
    if (rows < 1 || cols < 1) {
      pos = usePos;
      return fail("coopmatrix shape must be positive");
    }
    return CoopmatrixType::get(context, component, rows, cols, use);
  }
};

} // namespace

Type tilec::tinytc::parseTinytcType(MLIRContext *context, StringRef text, size_t &pos,
                                    std::string &error) {
  error.clear();
  return TypeReader(context, text, pos, error).parseType();
}

//===----------------------------------------------------------------------===//
// Dialect hooks: `!tinytc.memref<f32x4>` etc.
//===----------------------------------------------------------------------===//

Type TinytcDialect::parseType(DialectAsmParser &parser) const {
  SMLoc loc = parser.getCurrentLocation();
  StringRef spec = parser.getFullSymbolSpec();
  size_t pos = 0;
  std::string error;
  Type type = parseTinytcType(getContext(), spec, pos, error);
  if (type && pos != spec.size())
    error = "unexpected trailing characters in tinytc type";
  if (!type || !error.empty()) {
    parser.emitError(loc) << error;
    return {};
  }
  return type;
}

void TinytcDialect::printType(Type type, DialectAsmPrinter &printer) const {
  printTinytcType(type, printer.getStream());
}
