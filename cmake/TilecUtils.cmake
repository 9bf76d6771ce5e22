# Helpers shared by every CMakeLists in the tree.

# tilec_add_unittest(name sources...): a GoogleTest executable whose tests ctest discovers.
function(tilec_add_unittest name)
  add_executable(${name} ${ARGN})
  # GoogleTest itself needs RTTI-free builds to be told so.
  target_compile_definitions(${name} PRIVATE GTEST_HAS_RTTI=0)
  target_link_libraries(${name} PRIVATE GTest::gtest_main)
  gtest_discover_tests(${name} DISCOVERY_TIMEOUT 60)
endfunction()
