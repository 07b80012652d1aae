# Project-wide warning set; CI turns them into errors with -DSILICONOMICS_WERROR=ON.
function(siliconomics_set_warnings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                           -Wno-sign-conversion -Wnon-virtual-dtor -Wold-style-cast
                           -Woverloaded-virtual -Wnull-dereference -Wdouble-promotion)
    if(SILICONOMICS_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
endfunction()
