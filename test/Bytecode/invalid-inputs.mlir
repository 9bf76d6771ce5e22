// Malformed bytecode is rejected with one error naming the section and the byte offset
// (tile-ir-bytecode.md §5.3, §6); where the spec leaves the wording open it is NVIDIA's reader's
// (tileirdisasm 13.5.37, checked by hand). Each Inputs/invalid/*.hex is a hex dump; most are a
// valid file (the §7 examples or this directory's tests, written by tilec-translate) with
// one byte changed.

// RUN: xxd -r -p %S/Inputs/invalid/aligned_end_section.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=ALIGNED-END-SECTION
// ALIGNED-END-SECTION: error: {{.*}}end section should not have alignment flag set

// RUN: xxd -r -p %S/Inputs/invalid/block_without_terminator.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=BLOCK-WITHOUT-TERMINATOR
// BLOCK-WITHOUT-TERMINATOR: error: {{.*}}invalid block structure: block is expected to have a terminator

// RUN: xxd -r -p %S/Inputs/invalid/body_length_past_end.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=BODY-LENGTH-PAST-END
// BODY-LENGTH-PAST-END: error: {{.*}}function body length 127 exceeds remaining bytecode data (18 bytes)

// RUN: xxd -r -p %S/Inputs/invalid/constant_index_out_of_bounds.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=CONSTANT-INDEX-OUT-OF-BOUNDS
// CONSTANT-INDEX-OUT-OF-BOUNDS: error: {{.*}}constant index 5 out of bounds

// RUN: xxd -r -p %S/Inputs/invalid/constant_offset_past_end.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=CONSTANT-OFFSET-PAST-END
// CONSTANT-OFFSET-PAST-END: error: {{.*}}Constant section, offset 64: invalid constant start indices: end (9) is less than start (32)

// RUN: xxd -r -p %S/Inputs/invalid/constant_size_mismatch.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=CONSTANT-SIZE-MISMATCH
// CONSTANT-SIZE-MISMATCH: error: {{.*}}failed to validate buffer size and format

// RUN: xxd -r -p %S/Inputs/invalid/cyclic_type.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=CYCLIC-TYPE
// CYCLIC-TYPE: error: {{.*}}cyclic reference to type 2

// RUN: xxd -r -p %S/Inputs/invalid/debug_entry_wrong_kind.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=DEBUG-ENTRY-WRONG-KIND
// DEBUG-ENTRY-WRONG-KIND: error: {{.*}}Debug section, offset 146: failed to read scope attribute when parsing DILocAttr

// RUN: xxd -r -p %S/Inputs/invalid/duplicate_section.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=DUPLICATE-SECTION
// DUPLICATE-SECTION: error: {{.*}}duplicate String section

// RUN: xxd -r -p %S/Inputs/invalid/empty_function_name.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=EMPTY-FUNCTION-NAME
// EMPTY-FUNCTION-NAME: error: {{.*}}function name at index 0 is empty

// RUN: xxd -r -p %S/Inputs/invalid/entry_opcode_in_body.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=ENTRY-OPCODE-IN-BODY
// ENTRY-OPCODE-IN-BODY: error: {{.*}}operation 'cuda_tile.entry' (opcode 22) cannot appear inside a function body

// RUN: xxd -r -p %S/Inputs/invalid/excessive_section_length.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=EXCESSIVE-SECTION-LENGTH
// EXCESSIVE-SECTION-LENGTH: error: {{.*}}end section is not the last section

// RUN: xxd -r -p %S/Inputs/invalid/invalid_alignment.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=INVALID-ALIGNMENT
// INVALID-ALIGNMENT: error: {{.*}}invalid alignment value: 3

// RUN: xxd -r -p %S/Inputs/invalid/invalid_magic_number.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=INVALID-MAGIC-NUMBER
// INVALID-MAGIC-NUMBER: error: {{.*}}file header, offset 0: invalid magic number at position 0, got 126 expected 127

// RUN: xxd -r -p %S/Inputs/invalid/invalid_section_id.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=INVALID-SECTION-ID
// INVALID-SECTION-ID: error: {{.*}}unknown section ID: 127

// RUN: xxd -r -p %S/Inputs/invalid/missing_end.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=MISSING-END
// MISSING-END: error: {{.*}}missing end section

// RUN: xxd -r -p %S/Inputs/invalid/missing_string_section.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=MISSING-STRING-SECTION
// MISSING-STRING-SECTION: error: {{.*}}string section is mandatory

// An entry with a token parameter: the dialect verifier accepts it, NVIDIA's reader
// (tileirdisasm 13.5.37) does not, with this message; the writer refuses it too.
// RUN: xxd -r -p %S/Inputs/invalid/entry_argument_not_rank0_tile.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=ENTRY-ARGUMENT
// ENTRY-ARGUMENT: error: {{.*}}unsupported type in bytecode for entry argument #1: '!cuda_tile.token'; expected a rank-0 !cuda_tile.tile type
// RUN: not tilec-translate -mlir-to-cudatilebc %S/Inputs/entry-token-parameter.mlir 2>&1 | FileCheck %s --check-prefix=ENTRY-ARGUMENT-WRITE
// ENTRY-ARGUMENT-WRITE: error: unsupported type in bytecode for entry argument #1: '!cuda_tile.token'; expected a rank-0 !cuda_tile.tile type

// RUN: xxd -r -p %S/Inputs/invalid/non_entry_function.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=NON-ENTRY-FUNCTION
// NON-ENTRY-FUNCTION: error: {{.*}}un-expected non-entry function 'basic'

// RUN: xxd -r -p %S/Inputs/invalid/opcode_newer_than_file.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=OPCODE-NEWER-THAN-FILE
// OPCODE-NEWER-THAN-FILE: error: {{.*}}Func section, offset 25: unsupported opcode 110 for bytecode version 13.1

// RUN: xxd -r -p %S/Inputs/invalid/operand_out_of_bounds.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=OPERAND-OUT-OF-BOUNDS
// OPERAND-OUT-OF-BOUNDS: error: {{.*}}operand index 5 out of bounds (size=1) for operand 0

// RUN: xxd -r -p %S/Inputs/invalid/region_count_mismatch.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=REGION-COUNT-MISMATCH
// REGION-COUNT-MISMATCH: error: {{.*}}cuda_tile.if op expected 2 regions, got 3

// RUN: xxd -r -p %S/Inputs/invalid/result_not_a_tile.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=RESULT-NOT-A-TILE
// RESULT-NOT-A-TILE: error: {{.*}}verification failed for deserialized cuda_tile::ModuleOp

// RUN: xxd -r -p %S/Inputs/invalid/section_length_past_end.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=SECTION-LENGTH-PAST-END
// SECTION-LENGTH-PAST-END: error: {{.*}}section length 255 exceeds remaining data size 0

// RUN: xxd -r -p %S/Inputs/invalid/signature_not_function_type.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=SIGNATURE-NOT-FUNCTION-TYPE
// SIGNATURE-NOT-FUNCTION-TYPE: error: {{.*}}function signature index 1 does not refer to a function type for function 'basic', got type: 'i32'

// RUN: xxd -r -p %S/Inputs/invalid/string_index_out_of_bounds.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=STRING-INDEX-OUT-OF-BOUNDS
// STRING-INDEX-OUT-OF-BOUNDS: error: {{.*}}string index 7 out of bounds

// RUN: xxd -r -p %S/Inputs/invalid/truncated_header.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=TRUNCATED-HEADER
// TRUNCATED-HEADER: error: {{.*}}unexpected end of data

// RUN: xxd -r -p %S/Inputs/invalid/truncated_varint.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=TRUNCATED-VARINT
// TRUNCATED-VARINT: error: {{.*}}truncated varint

// RUN: xxd -r -p %S/Inputs/invalid/type_index_out_of_bounds.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=TYPE-INDEX-OUT-OF-BOUNDS
// TYPE-INDEX-OUT-OF-BOUNDS: error: {{.*}}type index 9 out of bounds

// RUN: xxd -r -p %S/Inputs/invalid/type_newer_than_file.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=TYPE-NEWER-THAN-FILE
// TYPE-NEWER-THAN-FILE: error: {{.*}}type 'Float4E2M1FN' requires bytecode version 13.3+, file version is 13.1

// RUN: xxd -r -p %S/Inputs/invalid/unaligned_string_section.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=UNALIGNED-STRING-SECTION
// UNALIGNED-STRING-SECTION: error: {{.*}}section 1 must have alignment that is a multiple of 4 bytes, but has no alignment flag set (String section)

// RUN: xxd -r -p %S/Inputs/invalid/unassigned_opcode.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=UNASSIGNED-OPCODE
// UNASSIGNED-OPCODE: error: {{.*}}unknown or unimplemented opcode: 25

// RUN: xxd -r -p %S/Inputs/invalid/unknown_attribute_tag.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=UNKNOWN-ATTRIBUTE-TAG
// UNKNOWN-ATTRIBUTE-TAG: error: {{.*}}unsupported AttributeTag 13 for self-contained attribute

// RUN: xxd -r -p %S/Inputs/invalid/unknown_enum_value.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=UNKNOWN-ENUM-VALUE
// UNKNOWN-ENUM-VALUE: error: {{.*}}invalid integer value for enum type: 9 (attribute 'overflow')

// Flag bits above an op's known ones are ignored, as NVIDIA's reader does (tileirdisasm
// 13.5.37 reads this file, `addf` with flags 2, as a plain addf).
// RUN: xxd -r -p %S/Inputs/invalid/unknown_flag_bits.hex | tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=UNKNOWN-FLAG-BITS
// UNKNOWN-FLAG-BITS: addf %{{.*}}, %{{.*}} : tile<f32>
// UNKNOWN-FLAG-BITS-NOT: error

// RUN: xxd -r -p %S/Inputs/invalid/unknown_type_tag.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=UNKNOWN-TYPE-TAG
// UNKNOWN-TYPE-TAG: error: {{.*}}unknown type tag 64

// RUN: xxd -r -p %S/Inputs/invalid/unsupported_version.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=UNSUPPORTED-VERSION
// UNSUPPORTED-VERSION: error: {{.*}}unsupported Tile version 18.0.0, this reader supports versions {{\[}}13.1 - 13.4]

// RUN: xxd -r -p %S/Inputs/invalid/versioned_result_count.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=VERSIONED-RESULT-COUNT
// VERSIONED-RESULT-COUNT: error: {{.*}}result count mismatch for 'cuda_tile.print_tko': expected 0 in bytecode 13.1, got 1

// RUN: xxd -r -p %S/Inputs/invalid/tile_dimension_too_large.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=TILE-DIMENSION-TOO-LARGE
// TILE-DIMENSION-TOO-LARGE: error: {{.*}}'tile' tile dimension 2305843009213693952 exceeds the 2^24 elements a tile may have
