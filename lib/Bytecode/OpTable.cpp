//===- OpTable.cpp - the per-op field order shared by reader and writer ---===//
//
// One row per opcode, transcribed from tile-ir-bytecode.md §4.5 (13.1-13.3) and
// tile-ir-13.4-13.5.md §1 (13.4). Notation of the columns:
//   results   "k" k results without a count (R1); "n" a count is written (R2);
//             "n@V" counted, and the results exist only from version V (R3).
//   flags     presence bits in bit order (F2): "unit:X" a unit attribute, "attr:X" an optional
//             attribute, "operand:X" an optional operand group; "@V" gives a field's version
//             when it is newer than the op.
//   attrs     in encoding order: "name:KIND", "?" optional (its bit is the flag of that name),
//             "@V" only in files of version V and later, "=D" the value older files imply.
//   operands  "fixed:N" (O3), "count" (O2), or "seg:" groups (O1): "x" one value, "x?" optional,
//             "*x" variadic.
//
//===----------------------------------------------------------------------===//
#include "OpTable.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"

#include <array>

namespace tilec::bytecode {
namespace {

struct OpRow {
  uint8_t opcode;
  const char *mnemonic;
  const char *since;
  const char *results;
  const char *flags;
  const char *attrs;
  const char *operands;
  unsigned regions;
};

// clang-format off
const OpRow kOpRows[] = {
  {0x00, "absf", "13.1", "1", "", "", "fixed:1", 0},
  {0x01, "absi", "13.1", "1", "", "", "fixed:1", 0},
  {0x02, "addf", "13.1", "1", "unit:flush_to_zero", "rounding_mode:RM=0", "fixed:2", 0},
  {0x03, "addi", "13.1", "1", "", "overflow:OVF=0", "fixed:2", 0},
  {0x04, "andi", "13.1", "1", "", "", "fixed:2", 0},
  {0x05, "assert", "13.1", "0", "", "message:STR", "fixed:1", 0},
  {0x06, "assume", "13.1", "1", "", "predicate:ATTR", "fixed:1", 0},
  {0x07, "atomic_cas_tko", "13.1", "2", "operand:mask operand:token",
   "memory_ordering_semantics:MOS memory_scope:SCOPE", "seg:pointers cmp val mask? token?", 0},
  {0x08, "atomic_rmw_tko", "13.1", "2", "operand:mask operand:token",
   "memory_ordering_semantics:MOS memory_scope:SCOPE mode:RMW", "seg:pointers arg mask? token?", 0},
  {0x09, "bitcast", "13.1", "1", "", "", "fixed:1", 0},
  {0x0A, "break", "13.1", "n", "", "", "count", 0},
  {0x0B, "broadcast", "13.1", "1", "", "", "fixed:1", 0},
  {0x0C, "cat", "13.1", "1", "", "dim:UV64", "fixed:2", 0},
  {0x0D, "ceil", "13.1", "1", "", "", "fixed:1", 0},
  {0x0E, "cmpf", "13.1", "1", "", "comparison_predicate:CMP comparison_ordering:ORD", "fixed:2", 0},
  {0x0F, "cmpi", "13.1", "1", "", "comparison_predicate:CMP signedness:SGN", "fixed:2", 0},
  {0x10, "constant", "13.1", "1", "", "value:CONST", "fixed:0", 0},
  {0x11, "continue", "13.1", "n", "", "", "count", 0},
  {0x12, "cos", "13.1", "1", "", "", "fixed:1", 0},
  {0x13, "cosh", "13.1", "1", "", "", "fixed:1", 0},
  {0x14, "divf", "13.1", "1", "unit:flush_to_zero", "rounding_mode:RM=0", "fixed:2", 0},
  {0x15, "divi", "13.1", "1", "", "signedness:SGN rounding:RM=1", "fixed:2", 0},
  {0x16, "entry", "13.1", "", "", "", "", 0},
  {0x17, "exp", "13.1", "1", "", "rounding_mode:RM@13.3=5", "fixed:1", 0},
  {0x18, "exp2", "13.1", "1", "unit:flush_to_zero", "", "fixed:1", 0},
  {0x25, "exti", "13.1", "1", "", "signedness:SGN", "fixed:1", 0},
  {0x26, "extract", "13.1", "n", "", "", "count", 0},
  {0x27, "floor", "13.1", "1", "", "", "fixed:1", 0},
  {0x28, "fma", "13.1", "1", "unit:flush_to_zero", "rounding_mode:RM=0", "fixed:3", 0},
  {0x29, "for", "13.1", "n", "unit:unsignedCmp@13.2", "", "count", 1},
  {0x2A, "ftof", "13.1", "1", "", "rounding_mode:RM=0", "fixed:1", 0},
  {0x2B, "ftoi", "13.1", "1", "unit:saturating@13.4", "signedness:SGN rounding_mode:RM=6", "fixed:1", 0},
  {0x2C, "get_global", "13.1", "1", "", "name:SYM", "fixed:0", 0},
  {0x2D, "get_index_space_shape", "13.1", "n", "", "", "fixed:1", 0},
  {0x2E, "get_num_tile_blocks", "13.1", "3", "", "", "fixed:0", 0},
  {0x2F, "get_tensor_shape", "13.1", "n", "", "", "fixed:1", 0},
  {0x30, "get_tile_block_id", "13.1", "3", "", "", "fixed:0", 0},
  {0x31, "global", "13.1", "", "", "", "", 0},
  {0x32, "if", "13.1", "n", "", "", "fixed:1", 2},
  {0x33, "int_to_ptr", "13.1", "1", "", "", "fixed:1", 0},
  {0x3A, "iota", "13.1", "1", "", "", "fixed:0", 0},
  {0x3B, "itof", "13.1", "1", "", "signedness:SGN rounding_mode:RM=0", "fixed:1", 0},
  {0x3C, "join_tokens", "13.1", "n", "", "", "count", 0},
  {0x3D, "load_ptr_tko", "13.1", "2",
   "attr:memory_scope attr:optimization_hints operand:mask operand:padding operand:token",
   "memory_ordering_semantics:MOS memory_scope:SCOPE? optimization_hints:DICT?",
   "seg:source mask? padding? token?", 0},
  {0x3E, "load_view_tko", "13.1", "n", "attr:memory_scope attr:optimization_hints operand:token",
   "memory_ordering_semantics:MOS memory_scope:SCOPE? optimization_hints:DICT? inbounds:INBOUNDS@13.4",
   "seg:view *index token?", 0},
  {0x3F, "log", "13.1", "1", "", "", "fixed:1", 0},
  {0x40, "log2", "13.1", "1", "", "", "fixed:1", 0},
  {0x41, "loop", "13.1", "n", "", "", "count", 1},
  {0x42, "make_partition_view", "13.1", "1", "", "", "fixed:1", 0},
  {0x43, "make_tensor_view", "13.1", "n", "", "", "seg:base *dynamicShape *dynamicStrides", 0},
  {0x44, "make_token", "13.1", "1", "", "", "fixed:0", 0},
  {0x45, "maxf", "13.1", "1", "unit:propagate_nan unit:flush_to_zero", "", "fixed:2", 0},
  {0x46, "maxi", "13.1", "1", "", "signedness:SGN", "fixed:2", 0},
  {0x47, "minf", "13.1", "1", "unit:propagate_nan unit:flush_to_zero", "", "fixed:2", 0},
  {0x48, "mini", "13.1", "1", "", "signedness:SGN", "fixed:2", 0},
  {0x49, "mmaf", "13.1", "1", "unit:fast_acc@13.3", "", "fixed:3", 0},
  {0x4A, "mmai", "13.1", "1", "", "signedness_lhs:SGN signedness_rhs:SGN", "fixed:3", 0},
  {0x4B, "module", "13.1", "", "", "", "", 0},
  {0x4C, "mulf", "13.1", "1", "unit:flush_to_zero", "rounding_mode:RM=0", "fixed:2", 0},
  {0x4D, "mulhii", "13.1", "1", "", "", "fixed:2", 0},
  {0x4E, "muli", "13.1", "1", "", "overflow:OVF=0", "fixed:2", 0},
  {0x4F, "negf", "13.1", "1", "", "", "fixed:1", 0},
  {0x50, "negi", "13.1", "1", "", "overflow:OVF@13.2=0", "fixed:1", 0},
  {0x51, "offset", "13.1", "1", "", "", "fixed:2", 0},
  {0x52, "ori", "13.1", "1", "", "", "fixed:2", 0},
  {0x53, "permute", "13.1", "1", "", "permutation:I32ARR", "fixed:1", 0},
  {0x54, "fpowf|pow", "13.1", "1", "", "", "fixed:2", 0},
  {0x55, "print_tko", "13.1", "n@13.2", "operand:token@13.2", "str:STR", "seg:*args token?", 0},
  {0x56, "ptr_to_int", "13.1", "1", "", "", "fixed:1", 0},
  {0x57, "ptr_to_ptr", "13.1", "1", "", "", "fixed:1", 0},
  {0x58, "reduce", "13.1", "n", "", "dim:UV32 identities:ATTRARR", "count", 1},
  {0x59, "remf", "13.1", "1", "", "", "fixed:2", 0},
  {0x5A, "remi", "13.1", "1", "", "signedness:SGN", "fixed:2", 0},
  {0x5B, "reshape", "13.1", "1", "", "", "fixed:1", 0},
  {0x5C, "return", "13.1", "n", "", "", "count", 0},
  {0x5D, "rsqrt", "13.1", "1", "unit:flush_to_zero", "", "fixed:1", 0},
  {0x5E, "scan", "13.1", "n", "", "dim:UV32 reverse:BOOL identities:ATTRARR", "count", 1},
  {0x5F, "select", "13.1", "1", "", "", "fixed:3", 0},
  {0x60, "shli", "13.1", "1", "", "overflow:OVF=0", "fixed:2", 0},
  {0x61, "shri", "13.1", "1", "", "signedness:SGN", "fixed:2", 0},
  {0x62, "sin", "13.1", "1", "", "", "fixed:1", 0},
  {0x63, "sinh", "13.1", "1", "", "", "fixed:1", 0},
  {0x64, "sqrt", "13.1", "1", "unit:flush_to_zero", "rounding_mode:RM=0", "fixed:1", 0},
  {0x65, "store_ptr_tko", "13.1", "1",
   "attr:memory_scope attr:optimization_hints operand:mask operand:token",
   "memory_ordering_semantics:MOS memory_scope:SCOPE? optimization_hints:DICT?",
   "seg:destination value mask? token?", 0},
  {0x66, "store_view_tko", "13.1", "n", "attr:memory_scope attr:optimization_hints operand:token",
   "memory_ordering_semantics:MOS memory_scope:SCOPE? optimization_hints:DICT? inbounds:INBOUNDS@13.4",
   "seg:tile view *index token?", 0},
  {0x67, "subf", "13.1", "1", "unit:flush_to_zero", "rounding_mode:RM=0", "fixed:2", 0},
  {0x68, "subi", "13.1", "1", "", "overflow:OVF=0", "fixed:2", 0},
  {0x69, "tan", "13.1", "1", "", "", "fixed:1", 0},
  {0x6A, "tanh", "13.1", "1", "", "rounding_mode:RM@13.2=5", "fixed:1", 0},
  {0x6B, "trunci", "13.1", "1", "", "overflow:OVF=0", "fixed:1", 0},
  {0x6C, "xori", "13.1", "1", "", "", "fixed:2", 0},
  {0x6D, "yield", "13.1", "n", "", "", "count", 0},
  {0x6E, "atan2", "13.2", "1", "", "", "fixed:2", 0},
  {0x6F, "pack", "13.3", "1", "", "", "fixed:1", 0},
  {0x70, "unpack", "13.3", "1", "", "", "fixed:1", 0},
  {0x71, "alloca", "13.3", "1", "unit:global", "num_elem:UV64 alignment:UV64", "fixed:0", 0},
  {0x72, "mmaf_scaled", "13.3", "1", "", "", "fixed:5", 0},
  {0x73, "make_gather_scatter_view", "13.3", "1", "", "", "fixed:1", 0},
  {0x74, "make_strided_view", "13.3", "1", "", "", "fixed:1", 0},
  {0x75, "atomic_red_view_tko", "13.3", "n", "operand:token",
   "memory_ordering_semantics:MOS memory_scope:SCOPE mode:RMW", "seg:view *index value token?", 0},
  // 13.4 (tile-ir-13.4-13.5.md §1).
  {0x76, "insert", "13.4", "n", "", "", "count", 0},
  {0x77, "gdc_launch_dependents_tko", "13.4", "1", "", "", "count", 0},
  {0x78, "gdc_wait_tko", "13.4", "1", "", "", "count", 0},
  {0x79, "fpowi", "13.4", "1", "", "", "fixed:2", 0},
  {0x7A, "memory_fence_alias_tko", "13.4", "1", "", "", "fixed:1", 0},
};
// clang-format on

Version parseRowVersion(llvm::StringRef text) {
  std::optional<Version> version = parseVersion(text);
  if (!version)
    llvm::report_fatal_error(llvm::Twine("bytecode op table: bad version ") + text);
  return *version;
}

/// Splits "name@13.2=5" into its parts.
void splitVersionAndDefault(llvm::StringRef &name, std::optional<Version> &since,
                            std::optional<int64_t> &defaultValue) {
  auto [beforeDefault, defaultText] = name.split('=');
  if (!defaultText.empty()) {
    int64_t value;
    if (defaultText.getAsInteger(10, value))
      llvm::report_fatal_error(llvm::Twine("bytecode op table: bad default ") + defaultText);
    defaultValue = value;
  }
  auto [beforeVersion, versionText] = beforeDefault.split('@');
  if (!versionText.empty())
    since = parseRowVersion(versionText);
  name = beforeVersion;
}

void parseAttrKind(llvm::StringRef kind, AttrField &field) {
  static const std::pair<const char *, EnumKind> enums[] = {
      {"SGN", EnumKind::Signedness},         {"OVF", EnumKind::Overflow},
      {"RM", EnumKind::Rounding},            {"CMP", EnumKind::ComparisonPredicate},
      {"ORD", EnumKind::ComparisonOrdering}, {"RMW", EnumKind::AtomicMode},
      {"MOS", EnumKind::MemoryOrdering},     {"SCOPE", EnumKind::MemoryScope}};
  for (auto [code, enumKind] : enums)
    if (kind == code) {
      field.kind = AttrKind::Enum;
      field.enumKind = enumKind;
      return;
    }
  static const std::pair<const char *, AttrKind> kinds[] = {
      {"UV32", AttrKind::UVar32},    {"UV64", AttrKind::UVar64},
      {"BOOL", AttrKind::Bool},      {"STR", AttrKind::String},
      {"SYM", AttrKind::SymbolRef},  {"I32ARR", AttrKind::I32Array},
      {"CONST", AttrKind::Constant}, {"ATTR", AttrKind::SelfContained},
      {"DICT", AttrKind::HintsDict}, {"ATTRARR", AttrKind::AttrArray},
      {"INBOUNDS", AttrKind::InBounds}};
  for (auto [code, attrKind] : kinds)
    if (kind == code) {
      field.kind = attrKind;
      return;
    }
  llvm::report_fatal_error(llvm::Twine("bytecode op table: unknown attribute kind ") + kind);
}

std::optional<unsigned> findFlag(const OpEncoding &op, llvm::StringRef name) {
  for (auto [bit, flag] : llvm::enumerate(op.flags))
    if (flag.name == name)
      return bit;
  llvm::report_fatal_error(llvm::Twine("bytecode op table: no flag for optional field ") + name);
}

OpEncoding parseRow(const OpRow &row) {
  OpEncoding op;
  op.opcode = row.opcode;
  llvm::SmallVector<llvm::StringRef> names;
  llvm::StringRef(row.mnemonic).split(names, '|');
  op.mnemonic = names.front().str();
  for (llvm::StringRef alias : llvm::drop_begin(names))
    op.aliases.push_back(alias.str());
  op.since = parseRowVersion(row.since);
  llvm::StringRef results(row.results);
  if (results.empty()) {
    op.supported = false;
    op.unsupportedReason = "cannot appear inside a function body";
    return op;
  }
  if (results.consume_front("n")) {
    op.countedResults = true;
    if (results.consume_front("@"))
      op.resultsSince = parseRowVersion(results);
  } else if (results.getAsInteger(10, op.fixedResults)) {
    llvm::report_fatal_error(llvm::Twine("bytecode op table: bad results ") + results);
  }

  llvm::SmallVector<llvm::StringRef> items;
  llvm::StringRef(row.flags).split(items, ' ', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef item : items) {
    auto [kind, name] = item.split(':');
    std::optional<Version> since;
    std::optional<int64_t> unused;
    splitVersionAndDefault(name, since, unused);
    FlagField flag{name.str(), FlagKind::UnitAttr, since.value_or(op.since)};
    if (kind == "attr")
      flag.kind = FlagKind::OptionalAttr;
    else if (kind == "operand")
      flag.kind = FlagKind::OptionalOperand;
    else if (kind != "unit")
      llvm::report_fatal_error(llvm::Twine("bytecode op table: bad flag ") + item);
    // F3: the field exists from the version of its oldest flag.
    if (!op.flagsSince || flag.since < *op.flagsSince)
      op.flagsSince = flag.since;
    op.flags.push_back(flag);
  }

  items.clear();
  llvm::StringRef(row.attrs).split(items, ' ', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef item : items) {
    auto [name, rest] = item.split(':');
    AttrField field;
    field.name = name.str();
    std::optional<Version> since;
    splitVersionAndDefault(rest, since, field.defaultValue);
    field.since = since.value_or(op.since);
    if (rest.consume_back("?"))
      field.flagBit = findFlag(op, name);
    parseAttrKind(rest, field);
    op.attributes.push_back(field);
  }

  llvm::StringRef operands(row.operands);
  if (operands.consume_front("fixed:")) {
    op.layout = OperandLayout::Fixed;
    if (operands.getAsInteger(10, op.fixedOperands))
      llvm::report_fatal_error("bytecode op table: bad operand count");
  } else if (operands == "count") {
    op.layout = OperandLayout::Counted;
  } else if (operands.consume_front("seg:")) {
    op.layout = OperandLayout::Segmented;
    items.clear();
    operands.split(items, ' ', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef item : items) {
      OperandGroup group{item.str(), OperandKind::Single, std::nullopt};
      if (item.consume_front("*")) {
        group = {item.str(), OperandKind::Variadic, std::nullopt};
      } else if (item.consume_back("?")) {
        group = {item.str(), OperandKind::Optional, findFlag(op, item)};
      }
      op.operandGroups.push_back(group);
    }
  } else {
    llvm::report_fatal_error(llvm::Twine("bytecode op table: bad operands ") + operands);
  }
  op.numRegions = row.regions;
  return op;
}

struct OpTable {
  std::array<const OpEncoding *, 256> byOpcode{};
  llvm::StringMap<const OpEncoding *> byMnemonic;
  std::vector<std::unique_ptr<OpEncoding>> storage;

  OpTable() {
    for (const OpRow &row : kOpRows) {
      storage.push_back(std::make_unique<OpEncoding>(parseRow(row)));
      const OpEncoding *op = storage.back().get();
      byOpcode[op->opcode] = op;
      if (!op->supported)
        continue;
      byMnemonic[op->mnemonic] = op;
      for (const std::string &alias : op->aliases)
        byMnemonic[alias] = op;
    }
  }
};

const OpTable &getOpTable() {
  static const OpTable table;
  return table;
}

} // namespace

const OpEncoding *lookupOpcode(uint64_t opcode) {
  return opcode < 256 ? getOpTable().byOpcode[opcode] : nullptr;
}

const OpEncoding *lookupOperation(llvm::StringRef mnemonic) {
  return getOpTable().byMnemonic.lookup(mnemonic);
}

uint64_t getMaxOpcode(Version version) {
  if (version.atLeast(kVersion13_4))
    return 0x7A;
  if (version.atLeast(kVersion13_3))
    return 0x75;
  if (version.atLeast(kVersion13_2))
    return 0x6E;
  return 0x6D;
}

} // namespace tilec::bytecode
