//===- NpyFile.cpp - NumPy .npy files for kernel inputs and outputs -------===//
#include "tilec/Runtime/NpyFile.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

namespace tilec::runtime {

namespace {

constexpr llvm::StringLiteral kMagic("\x93NUMPY");

llvm::Error npyError(llvm::StringRef name, const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 name + ": " + message);
}

/// The dtype tilec writes for each kind (see the header for the non-NumPy kinds).
llvm::StringRef getWrittenDescr(ScalarKind kind) {
  switch (kind) {
  case ScalarKind::I1: return "|b1";
  case ScalarKind::I8: return "|i1";
  case ScalarKind::I16: return "<i2";
  case ScalarKind::I32: return "<i4";
  case ScalarKind::I64: return "<i8";
  case ScalarKind::F16: return "<f2";
  case ScalarKind::BF16: return "<u2";
  case ScalarKind::TF32: case ScalarKind::F32: return "<f4";
  case ScalarKind::F64: return "<f8";
  default: return "|u1";
  }
}

/// The kind a dtype means when the caller expects nothing in particular.
std::optional<ScalarKind> getNaturalKind(llvm::StringRef descr) {
  // '|' (not applicable) and '=' (native, little endian here) are as good as '<' for us.
  if (descr.size() >= 2 && (descr[0] == '|' || descr[0] == '='))
    descr = descr.drop_front();
  else if (descr.consume_front("<")) {
  } else if (!descr.empty() && descr[0] == '>') {
    return std::nullopt;
  }
  return llvm::StringSwitch<std::optional<ScalarKind>>(descr)
      .Case("b1", ScalarKind::I1)
      .Cases({"i1", "u1"}, ScalarKind::I8)
      .Cases({"i2", "u2"}, ScalarKind::I16)
      .Cases({"i4", "u4"}, ScalarKind::I32)
      .Cases({"i8", "u8"}, ScalarKind::I64)
      .Case("f2", ScalarKind::F16)
      .Case("f4", ScalarKind::F32)
      .Case("f8", ScalarKind::F64)
      .Default(std::nullopt);
}

/// Whether a file of dtype `descr` may be read as `expected`.
bool acceptsDescr(ScalarKind expected, llvm::StringRef descr) {
  std::optional<ScalarKind> natural = getNaturalKind(descr);
  if (!natural)
    return false;
  if (*natural == expected)
    return true;
  llvm::StringRef written = getWrittenDescr(expected);
  return getNaturalKind(written) == natural &&
         (expected == ScalarKind::BF16 || expected == ScalarKind::TF32 ||
          getFloatFormat(expected).has_value());
}

/// Extracts the value of `'key':` from the header dictionary (a Python literal).
std::optional<llvm::StringRef> findHeaderValue(llvm::StringRef header, llvm::StringRef key) {
  size_t at = header.find(("'" + key + "'").str());
  if (at == llvm::StringRef::npos)
    return std::nullopt;
  llvm::StringRef rest = header.drop_front(at + key.size() + 2).ltrim();
  if (!rest.consume_front(":"))
    return std::nullopt;
  return rest.ltrim();
}

} // namespace

llvm::Expected<HostBuffer> parseNpy(llvm::StringRef contents, llvm::StringRef name,
                                    std::optional<ScalarKind> expected) {
  if (!contents.starts_with(kMagic) || contents.size() < 10)
    return npyError(name, "not a NumPy .npy file (bad magic)");
  uint8_t major = contents[6];
  size_t headerLength, headerStart;
  if (major == 1) {
    headerLength = uint8_t(contents[8]) | (uint8_t(contents[9]) << 8);
    headerStart = 10;
  } else if (major == 2 || major == 3) {
    if (contents.size() < 12)
      return npyError(name, "truncated .npy header");
    headerLength = 0;
    for (int i = 3; i >= 0; --i)
      headerLength = (headerLength << 8) | uint8_t(contents[8 + i]);
    headerStart = 12;
  } else {
    return npyError(name, "unsupported .npy version " + llvm::Twine(int(major)));
  }
  if (contents.size() < headerStart + headerLength)
    return npyError(name, "truncated .npy header");
  llvm::StringRef header = contents.substr(headerStart, headerLength);

  std::optional<llvm::StringRef> descrValue = findHeaderValue(header, "descr");
  std::optional<llvm::StringRef> orderValue = findHeaderValue(header, "fortran_order");
  std::optional<llvm::StringRef> shapeValue = findHeaderValue(header, "shape");
  if (!descrValue || !orderValue || !shapeValue)
    return npyError(name, "malformed .npy header: " + header.trim());
  if (!descrValue->consume_front("'"))
    return npyError(name, "unsupported dtype (structured arrays are not supported)");
  llvm::StringRef descr = descrValue->take_until([](char c) { return c == '\''; });
  if (!orderValue->starts_with("False"))
    return npyError(name, "Fortran-order arrays are not supported; save with "
                          "numpy.ascontiguousarray(x)");

  llvm::SmallVector<int64_t> shape;
  llvm::StringRef shapeText = shapeValue->drop_front().take_until([](char c) { return c == ')'; });
  llvm::SmallVector<llvm::StringRef> dims;
  shapeText.split(dims, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef dim : dims) {
    int64_t extent;
    if (dim.trim().getAsInteger(10, extent) || extent < 0)
      return npyError(name, "malformed shape in .npy header: (" + shapeText + ")");
    shape.push_back(extent);
  }

  std::optional<ScalarKind> kind = expected;
  if (expected && !acceptsDescr(*expected, descr))
    return npyError(name, "holds dtype '" + descr + "' but " + getScalarKindName(*expected) +
                              " data was expected (write it with dtype '" +
                              getWrittenDescr(*expected) + "')");
  if (!kind)
    kind = getNaturalKind(descr);
  if (!kind)
    return npyError(name, "unsupported dtype '" + descr + "'");

  // The file must hold every element before the buffer is allocated, so that a header
  // naming a huge (or overflowing) shape is an error rather than an allocation failure.
  llvm::StringRef data = contents.drop_front(headerStart + headerLength);
  // f4E2M1FN is stored one pattern per byte in the file and packed in memory.
  bool unpackedNibbles = *kind == ScalarKind::F4E2M1FN;
  uint64_t elementBytes = unpackedNibbles ? 1 : getStorageBits(*kind) / 8;
  uint64_t fileBytes = elementBytes;
  bool overflows = false;
  for (int64_t extent : shape)
    overflows |= __builtin_mul_overflow(fileBytes, uint64_t(extent), &fileBytes);
  if (overflows || data.size() < fileBytes)
    return npyError(name, "holds " + llvm::Twine(data.size()) + " data bytes, the shape needs " +
                              (overflows ? "more than 2^64" : std::to_string(fileBytes)));
  HostBuffer buffer(*kind, shape);
  if (unpackedNibbles) {
    for (int64_t i = 0; i < buffer.getNumElements(); ++i)
      buffer.setBits(i, uint8_t(data[i]) & 0xF);
  } else {
    std::memcpy(buffer.data(), data.data(), fileBytes);
  }
  if (*kind == ScalarKind::I1)
    for (int64_t i = 0; i < buffer.getNumElements(); ++i)
      buffer.setBits(i, buffer.getBits(i));
  return buffer;
}

llvm::Expected<HostBuffer> readNpy(llvm::StringRef path, std::optional<ScalarKind> expected) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!file)
    return npyError(path, "cannot open: " + file.getError().message());
  return parseNpy((*file)->getBuffer(), path, expected);
}

std::string serializeNpy(const HostBuffer &buffer) {
  // Python tuple syntax: "()", "(3,)", "(2, 3)".
  std::string shape = "(";
  for (auto [index, dim] : llvm::enumerate(buffer.getShape()))
    shape += (index ? ", " : "") + std::to_string(dim);
  shape += buffer.getShape().size() == 1 ? ",)" : ")";
  std::string header = "{'descr': '" + getWrittenDescr(buffer.getKind()).str() +
                       "', 'fortran_order': False, 'shape': " + shape + ", }";
  // Pad with spaces so that magic + version + length + header + '\n' is a multiple of 64.
  size_t total = kMagic.size() + 4 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header.push_back('\n');

  std::string image(kMagic);
  image.push_back(1);
  image.push_back(0);
  image.push_back(static_cast<char>(header.size() & 0xFF));
  image.push_back(static_cast<char>(header.size() >> 8));
  image += header;
  if (buffer.getKind() == ScalarKind::F4E2M1FN) {
    for (int64_t i = 0; i < buffer.getNumElements(); ++i)
      image.push_back(static_cast<char>(buffer.getBits(i)));
  } else {
    image.append(reinterpret_cast<const char *>(buffer.data()), buffer.getSizeInBytes());
  }
  return image;
}

llvm::Error writeNpy(llvm::StringRef path, const HostBuffer &buffer) {
  std::error_code error;
  llvm::raw_fd_ostream stream(path, error, llvm::sys::fs::OF_None);
  if (error)
    return npyError(path, "cannot write: " + error.message());
  stream << serializeNpy(buffer);
  // A failed write (a full disk) is reported here; left pending, the stream's destructor
  // would abort the program.
  stream.close();
  if (std::error_code writeError = stream.error()) {
    stream.clear_error();
    return npyError(path, "cannot write: " + writeError.message());
  }
  return llvm::Error::success();
}

} // namespace tilec::runtime
