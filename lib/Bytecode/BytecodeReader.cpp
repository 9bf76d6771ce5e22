//===- BytecodeReader.cpp - header, section framing, globals, functions ---===//
//
// tile-ir-bytecode.md §1 and §9: check the header, collect the section payloads (any order,
// each at most once, with the alignment each requires), then decode them in dependency order:
// strings, producer, types, constants, globals, functions, debug info, and build the module.
//
//===----------------------------------------------------------------------===//
#include "ReaderState.h"

#include "tilec/Bytecode/BytecodeReader.h"
#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"
#include "tilec/Dialect/CudaTile/CudaTileDialect.h"
#include "tilec/Dialect/CudaTile/DenseLiteral.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/Format.h"

namespace tilec::bytecode {
using namespace tilec::cuda_tile;

namespace {

const char *const kSectionNames[8] = {"End", "String", "Func", "Debug",
                                      "Constant", "Type", "Global", "Producer"};
/// The alignment a section must declare (0: no requirement), §1.
const uint64_t kRequiredAlignment[8] = {0, 4, 8, 8, 8, 4, 0, 0};

} // namespace

bool isBytecode(llvm::StringRef buffer) {
  // The first byte decides: no Tile IR text starts with DEL, so a truncated or damaged magic
  // still reaches the reader, whose error names the bad byte (the text parser would only say
  // "unexpected character").
  return !buffer.empty() && buffer.bytes_begin()[0] == kMagic[0];
}

bool ReaderState::readItemTable(ByteReader &reader, unsigned offsetBytes, ItemTable &table) {
  uint64_t count;
  uint64_t countOffset = reader.absoluteOffset();
  if (!reader.readVarAtMost(count, kMaxCount, "table size") || !reader.skipPadding(offsetBytes))
    return false;
  if (count > reader.remaining() / offsetBytes)
    return reader.failAt(countOffset, "table of " + llvm::Twine(count) +
                                          " entries exceeds the section size");
  table.offsets.reserve(count);
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t offset;
    if (!reader.readFixed(offset, offsetBytes))
      return false;
    table.offsets.push_back(offset);
  }
  table.dataFileOffset = reader.absoluteOffset();
  table.data = reader.getData().drop_front(reader.position());
  table.section = reader.getSection().data();
  return true;
}

bool ReaderState::getItem(const ItemTable &table, uint64_t index, ByteReader &item) {
  uint64_t begin = table.offsets[index];
  uint64_t end = index + 1 < table.offsets.size() ? table.offsets[index + 1] : table.data.size();
  ByteReader whole(table.data, table.dataFileOffset, table.section, error);
  if (begin > end && table.section == llvm::StringRef("Constant section"))
    return whole.failAt(table.dataFileOffset, "invalid constant start indices: end (" +
                                                  llvm::Twine(end) + ") is less than start (" +
                                                  llvm::Twine(begin) + ")");
  if (begin > end || end > table.data.size())
    return whole.failAt(table.dataFileOffset,
                        "entry " + llvm::Twine(index) + " of the table" +
                     " has invalid offsets [" + llvm::Twine(begin) + ", " + llvm::Twine(end) +
                     ")");
  item = whole.sub(begin, end);
  return true;
}

bool ReaderState::readStringSection() {
  ByteReader reader = sectionReader(1, "String section");
  uint64_t count;
  uint64_t payloadSize = reader.remaining();
  if (!reader.readVar(count))
    return false;
  if (count > (payloadSize - reader.position()) / 4)
    return reader.fail("string table of " + llvm::Twine(count) +
                       " entries exceeds the section size");
  if (!reader.skipPadding(4))
    return false;
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t offset;
    if (!reader.readFixed(offset, 4))
      return false;
    stringOffsets.push_back(offset);
  }
  stringData = reader.getData().drop_front(reader.position());
  return true;
}

bool ReaderState::readString(ByteReader &reader, llvm::StringRef &text) {
  uint64_t start = reader.absoluteOffset();
  uint64_t index;
  if (!reader.readVar(index))
    return false;
  if (index >= stringOffsets.size())
    return reader.failAt(start, "string index " + llvm::Twine(index) + " out of bounds");
  // Offsets are resolved lazily with NVIDIA's clamping (§3.1): a corrupt table yields short
  // or empty strings, never a read outside the section.
  uint64_t size = stringData.size();
  uint32_t begin = uint32_t(stringOffsets[index]);
  uint32_t end = index + 1 < stringOffsets.size() ? uint32_t(stringOffsets[index + 1])
                                                  : uint32_t(size);
  uint64_t clampedBegin = std::min<uint64_t>(begin, size);
  uint64_t length = std::min<uint64_t>(uint32_t(end - begin), size - clampedBegin);
  text = llvm::StringRef(reinterpret_cast<const char *>(stringData.data()) + clampedBegin,
                         length);
  return true;
}

bool ReaderState::readStringAttr(ByteReader &reader, mlir::StringAttr &text) {
  llvm::StringRef value;
  if (!readString(reader, value))
    return false;
  text = mlir::StringAttr::get(context, value);
  return true;
}

namespace {

/// Everything that can go wrong is recorded in `error`; `build` returns null then.
class ModuleReader {
public:
  ModuleReader(llvm::ArrayRef<uint8_t> file, mlir::MLIRContext *context,
               const ReaderOptions &options)
      : file(file), state(context, error, options) {}

  DecodeError error;
  mlir::OwningOpRef<mlir::Operation *> build();

private:
  llvm::ArrayRef<uint8_t> file;
  ReaderState state;

  bool readHeaderAndSections();
  bool readGlobals(mlir::Block &body);
  bool readFunctions(mlir::Block &body);
};

bool ModuleReader::readHeaderAndSections() {
  ByteReader reader(file, 0, "file header", error);
  for (unsigned i = 0; i < sizeof(kMagic); ++i) {
    uint8_t byte;
    if (reader.atEnd())
      return reader.fail("invalid magic number: the file is too short");
    reader.readByte(byte);
    if (byte != kMagic[i])
      return reader.failAt(i, "invalid magic number at position " + llvm::Twine(i) + ", got " +
                                  llvm::Twine(unsigned(byte)) + " expected " +
                                  llvm::Twine(unsigned(kMagic[i])));
  }
  uint8_t major, minor;
  uint64_t tag;
  if (!reader.readByte(major) || !reader.readByte(minor) || !reader.readFixed(tag, 2))
    return false;
  state.version = Version{major, minor, uint16_t(tag)};
  if (!isSupportedVersion(state.version))
    // Reported after the whole header (offset 12), where NVIDIA's reader reports it.
    return reader.failAt(12, "unsupported Tile version " + state.version.str(true) +
                                ", this reader supports versions " + getSupportedRangeText());

  while (true) {
    uint64_t sectionOffset = reader.absoluteOffset();
    ByteReader sectionAt(file, 0, "section table", error);
    sectionAt = sectionAt.sub(sectionOffset, sectionOffset);
    uint8_t idByte;
    if (reader.atEnd())
      // NVIDIA's reader words this "unexpected end of data while reading section header".
      return sectionAt.fail("unexpected end of data while reading section header: missing end "
                            "section");
    reader.readByte(idByte);
    unsigned id = idByte & 0x7F;
    bool aligned = idByte & 0x80;
    if (id == 0) {
      if (aligned)
        return sectionAt.fail("end section should not have alignment flag set");
      if (!reader.atEnd())
        return sectionAt.fail("end section is not the last section");
      break;
    }
    if (id >= 8)
      return sectionAt.fail("unknown section ID: " + llvm::Twine(id));
    uint64_t length;
    if (!reader.readVar(length))
      return false;
    if (length > reader.remaining())
      return sectionAt.fail("section length " + llvm::Twine(length) +
                            " exceeds remaining data size " + llvm::Twine(reader.remaining()));
    uint64_t alignment = 1;
    if (aligned) {
      if (!reader.readVar(alignment))
        return false;
      if (alignment == 0 || (alignment & (alignment - 1)) != 0)
        return sectionAt.fail("invalid alignment value: " + llvm::Twine(alignment));
      if (!reader.skipPadding(alignment))
        return false;
      if (length > reader.remaining())
        return sectionAt.fail("section length " + llvm::Twine(length) +
                              " exceeds remaining data size " +
                              llvm::Twine(reader.remaining()));
    }
    uint64_t required = kRequiredAlignment[id];
    if (required && (!aligned || alignment % required != 0))
      // Worded as NVIDIA's reader words it, plus the section's name.
      return sectionAt.fail("section " + llvm::Twine(id) +
                            " must have alignment that is a multiple of " +
                            llvm::Twine(required) + " bytes, but " +
                            (aligned ? "has alignment " + llvm::Twine(alignment)
                                     : llvm::Twine("has no alignment flag set")) +
                            " (" + kSectionNames[id] + " section)");
    if (state.sections[id].present)
      return sectionAt.fail("duplicate " + llvm::Twine(kSectionNames[id]) + " section");
    uint64_t payloadOffset = reader.absoluteOffset();
    llvm::ArrayRef<uint8_t> payload;
    reader.readBytes(length, payload);
    state.sections[id] = {payload, payloadOffset, true};
  }
  ByteReader fileAt(file, 0, "section table", error);
  if (!state.sections[1].present)
    return fileAt.fail("string section is mandatory");
  if (!state.sections[2].present)
    return fileAt.fail("missing required Func section");
  return true;
}

bool ModuleReader::readGlobals(mlir::Block &body) {
  if (!state.sections[6].present)
    return true;
  ByteReader reader = state.sectionReader(6, "Global section");
  bool modern = state.version.atLeast(kVersion13_3);
  uint64_t count;
  if (!reader.readVarAtMost(count, reader.remaining() / (modern ? 6 : 4), "global count"))
    return false;
  mlir::MLIRContext *ctx = state.context;
  mlir::Builder builder(ctx);
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t globalOffset = reader.absoluteOffset();
    mlir::StringAttr name;
    mlir::Type type;
    mlir::Attribute value;
    uint64_t alignment, visibility = 0, constant = 0;
    if (!state.readStringAttr(reader, name) || !state.readTypeIndex(reader, type) ||
        !state.readConstant(reader, type, value) || !reader.readVar(alignment))
      return false;
    if (modern && (!reader.readVar(visibility) || !reader.readVar(constant)))
      return false;
    if (name.getValue().empty())
      return reader.failAt(globalOffset, "invalid empty global name");
    if (visibility > 1)
      return reader.failAt(globalOffset, "invalid integer value for enum type SymbolVisibility: " +
                                             llvm::Twine(visibility));
    mlir::OperationState global(mlir::UnknownLoc::get(ctx), "cuda_tile.global");
    global.addAttribute("sym_name", name);
    global.addAttribute("value", value);
    global.addAttribute("alignment", builder.getI64IntegerAttr(int64_t(alignment)));
    global.addAttribute("symbol_visibility",
                        SymbolVisibilityAttr::get(ctx, visibility ? SymbolVisibility::Private
                                                                  : SymbolVisibility::Public));
    if (constant)
      global.addAttribute("constant", mlir::UnitAttr::get(ctx));
    body.push_back(mlir::Operation::create(global));
  }
  return true;
}

bool ModuleReader::readFunctions(mlir::Block &body) {
  ByteReader reader = state.sectionReader(2, "Func section");
  uint64_t count;
  if (!reader.readVarAtMost(count, reader.remaining(), "function count"))
    return false;
  mlir::MLIRContext *ctx = state.context;
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t functionOffset = reader.absoluteOffset();
    mlir::StringAttr name;
    mlir::Type signature;
    uint8_t flags;
    uint64_t locIndex;
    if (!state.readStringAttr(reader, name))
      return false;
    uint64_t signatureOffset = reader.absoluteOffset();
    uint64_t signatureIndex = 0;
    ByteReader peek = reader;
    peek.readVar(signatureIndex);
    if (!state.readTypeIndex(reader, signature) || !reader.readByte(flags) ||
        !reader.readVar(locIndex))
      return false;
    auto functionType = llvm::dyn_cast<mlir::FunctionType>(signature);
    if (!functionType) {
      std::string text;
      llvm::raw_string_ostream os(text);
      signature.print(os);
      return reader.failAt(signatureOffset, "function signature index " +
                                                llvm::Twine(signatureIndex) +
                                                " does not refer to a function type for function '" +
                                                name.getValue() + "', got type: '" + text + "'");
    }
    if (name.getValue().empty())
      return reader.failAt(functionOffset,
                           "function name at index " + llvm::Twine(i) + " is empty");
    bool kernel = flags & 0x02;
    if (!kernel && !state.options.allowTestFunctions)
      return reader.failAt(functionOffset,
                           "un-expected non-entry function '" + name.getValue() + "'");
    // NVIDIA's reader (tileirdisasm 13.5.37) refuses entries with any other parameter type,
    // even where the dialect's verifier would accept them (tokens, views).
    if (kernel)
      for (auto [index, input] : llvm::enumerate(functionType.getInputs())) {
        auto tile = llvm::dyn_cast<TileType>(input);
        if (tile && tile.getShape().empty())
          continue;
        std::string text;
        llvm::raw_string_ostream os(text);
        input.print(os);
        return reader.failAt(signatureOffset, "unsupported type in bytecode for entry argument #" +
                                                  llvm::Twine(index) + ": '" + text +
                                                  "'; expected a rank-0 !cuda_tile.tile type");
      }
    mlir::Attribute hints;
    if (kernel && (flags & 0x04)) {
      uint64_t hintsOffset = reader.absoluteOffset();
      if (!state.readSelfContainedAttr(reader, hints))
        return false;
      if (!llvm::isa<OptimizationHintsAttr>(hints))
        return reader.failAt(hintsOffset, "entry hints must be an OptimizationHints attribute");
    }
    // As NVIDIA's reader does (§3.5): every entry gets hints, empty ones when none were
    // encoded. The printer omits empty hints, so only the generic form shows the difference;
    // writing such a module again without printing it sets flag 0x04 with an empty `0B 00`.
    if (kernel && !hints)
      hints = OptimizationHintsAttr::get(ctx, mlir::DictionaryAttr::get(ctx));
    uint64_t bodyLength;
    uint64_t lengthOffset = reader.absoluteOffset();
    if (!reader.readVar(bodyLength))
      return false;
    if (bodyLength > reader.remaining())
      return reader.failAt(lengthOffset, "function body length " + llvm::Twine(bodyLength) +
                                             " exceeds remaining bytecode data (" +
                                             llvm::Twine(reader.remaining()) + " bytes)");
    uint64_t bodyStart = reader.position();
    llvm::ArrayRef<uint8_t> unused;
    reader.readBytes(bodyLength, unused);
    ByteReader bodyReader = reader.sub(bodyStart, bodyStart + bodyLength);

    // The location list of this function (§3.7): its own location, then one per op.
    state.locationCursor.reset();
    mlir::Location loc = mlir::UnknownLoc::get(ctx);
    if (locIndex != 0) {
      if (locIndex > state.debugOpOffsets.size())
        return reader.failAt(functionOffset, "debug op index " + llvm::Twine(locIndex) +
                                                 " out of bounds");
      state.locationCursor = state.debugOpOffsets[locIndex - 1];
      ByteReader at = reader.sub(bodyStart, bodyStart);
      if (!state.nextLocation(at, loc))
        return false;
    }

    mlir::OperationState function(loc, kernel ? "cuda_tile.entry" : "cuda_tile.testing$func");
    function.addAttribute("sym_name", name);
    function.addAttribute("function_type", mlir::TypeAttr::get(functionType));
    if (hints)
      function.addAttribute("optimization_hints", hints);
    mlir::Region *region = function.addRegion();
    auto *block = new mlir::Block();
    region->push_back(block);
    state.values.clear();
    for (mlir::Type input : functionType.getInputs())
      state.values.push_back(block->addArgument(input, loc));
    while (!bodyReader.atEnd())
      if (!state.readOp(bodyReader, *block))
        return false;
    if (!state.checkBlockStructure(bodyReader, *block, bodyReader.absoluteOffset() - bodyLength))
      return false;
    body.push_back(mlir::Operation::create(function));
  }
  return true;
}

mlir::OwningOpRef<mlir::Operation *> ModuleReader::build() {
  if (!readHeaderAndSections() || !state.readStringSection())
    return nullptr;
  mlir::MLIRContext *ctx = state.context;
  ctx->getOrLoadDialect<CudaTileDialect>();

  std::optional<mlir::StringAttr> producer;
  if (state.sections[7].present) {
    ByteReader reader = state.sectionReader(7, "Producer section");
    mlir::StringAttr text;
    if (!state.readStringAttr(reader, text))
      return nullptr;
    producer = text;
  }
  if (state.sections[5].present) {
    ByteReader reader = state.sectionReader(5, "Type section");
    state.types.section = "Type section";
    if (!state.readItemTable(reader, 4, state.types))
      return nullptr;
  }
  state.typeCache.assign(state.types.offsets.size(), {});
  state.typeState.assign(state.types.offsets.size(), 0);
  if (state.sections[4].present) {
    ByteReader reader = state.sectionReader(4, "Constant section");
    state.constants.section = "Constant section";
    if (!state.readItemTable(reader, 8, state.constants))
      return nullptr;
  }
  if (!state.readDebugSection())
    return nullptr;

  mlir::OperationState moduleState(mlir::UnknownLoc::get(ctx), "cuda_tile.module");
  // The module's name is not stored; NVIDIA's reader always names it @kernels (§1).
  moduleState.addAttribute("sym_name", mlir::StringAttr::get(ctx, "kernels"));
  if (producer)
    moduleState.addAttribute("producer", *producer);
  mlir::Region *region = moduleState.addRegion();
  auto *body = new mlir::Block();
  region->push_back(body);
  mlir::OwningOpRef<mlir::Operation *> module(mlir::Operation::create(moduleState));
  if (!readGlobals(*body) || !readFunctions(*body))
    return nullptr;
  return module;
}

} // namespace

mlir::OwningOpRef<mlir::Operation *> readBytecode(llvm::StringRef buffer,
                                                  llvm::StringRef bufferName,
                                                  mlir::MLIRContext *context,
                                                  const ReaderOptions &options) {
  ModuleReader reader(llvm::ArrayRef<uint8_t>(buffer.bytes_begin(), buffer.bytes_end()), context,
                      options);
  mlir::Location fileLoc = mlir::FileLineColLoc::get(context, bufferName, 0, 0);
  mlir::OwningOpRef<mlir::Operation *> module = reader.build();
  if (!module) {
    mlir::emitError(fileLoc) << reader.error.message;
    return nullptr;
  }
  if (options.verify && mlir::failed(mlir::verify(*module))) {
    mlir::emitError(fileLoc) << "verification failed for deserialized cuda_tile::ModuleOp";
    return nullptr;
  }
  return module;
}

} // namespace tilec::bytecode
